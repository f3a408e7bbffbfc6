/* The compiled solver engine (issue 15): the search of engine.py's _Engine, card for card.

   engine.py is the reference: the same null-window search, the same move order, the same
   transposition table (relative keys, lower/upper bounds and the last best lead, cleared at
   the same size), the same quick tricks and misère escape count, so both engines search the
   same positions and count the same nodes (the differential test asserts it). Comments here
   only say where C differs; the reasons for the algorithm are in engine.py.

   Built by `make solver` into _native.so, loaded through ctypes by compiled.py. The tables
   COMP, REP and DUCKS are engine.py's, handed over once by nat_tables (one definition). */

#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

static uint8_t COMP[65536], REP[65536], DUCKS[65536];

void nat_tables(const uint8_t *comp, const uint8_t *rep, const uint8_t *ducks) {
    memcpy(COMP, comp, sizeof COMP);
    memcpy(REP, rep, sizeof REP);
    memcpy(DUCKS, ducks, sizeof DUCKS);
}

/* The table: open addressing; a key is the 82-bit relative key of engine.py in two words
   (hi: the first two suit keys in bits 0-39, bit 63 marking a used slot; lo: the other two
   and the leader). Python's dict never collides, so this must be exact too: whole keys
   compared. The bounds (0-10) and the best lead (card index + 1) share hi's spare bits, so a
   slot is 16 bytes: at the 1,000,000-entry limit the table is 32 MiB, 48 MiB while growing. */
typedef struct {
    u64 hi, lo;
} Entry;

#define KEY_BITS ((1ULL << 40) - 1)
#define USED (1ULL << 63)
#define KEY(hi) ((hi) & (KEY_BITS | USED))
#define LO_V(hi) ((int)((hi) >> 40 & 15))
#define HI_V(hi) ((int)((hi) >> 44 & 15))
#define BEST(hi) ((u32)((hi) >> 48 & 63) ? 1u << (((hi) >> 48 & 63) - 1) : 0u)

typedef struct {
    int trump, cs, quick, misere_like, clean_check;
    int maxers[3];
    u32 tmask;
    u32 H[3];
    long long nodes, budget, limit;
    Entry *slots;
    size_t cap, count, peak_bytes;
    jmp_buf out;
} Engine;

#define SUIT(c) (__builtin_ctz(c) >> 3)
#define SMASK(s) (0xFFu << (8 * (s)))
#define POP(x) __builtin_popcount(x)
#define HIGHBIT(x) (1u << (31 - __builtin_clz(x)))

static size_t slot_of(const Engine *e, u64 hi, u64 lo) {
    u64 h = (hi * 0x9E3779B97F4A7C15ULL) ^ (lo * 0xC2B2AE3D27D4EB4FULL);
    h ^= h >> 29;
    size_t i = (size_t)h & (e->cap - 1);
    while (e->slots[i].hi && (KEY(e->slots[i].hi) != hi || e->slots[i].lo != lo))
        i = (i + 1) & (e->cap - 1);
    return i;
}

/* a new empty table of cap slots, with held bytes still allocated meanwhile (the old table
   while growing); NULL when out of memory */
static Entry *table_alloc(Engine *e, size_t cap, size_t held) {
    Entry *slots = calloc(cap, sizeof(Entry));
    if (slots && held + cap * sizeof(Entry) > e->peak_bytes)
        e->peak_bytes = held + cap * sizeof(Entry);
    return slots;
}

/* out of memory during a search: back to nat_at_least, which answers -2 (MemoryError) */
static void out_of_memory(Engine *e) { longjmp(e->out, 2); }

static void table_put(Engine *e, u64 hi, u64 lo, int lo_v, int hi_v, u32 best) {
    size_t i = slot_of(e, hi, lo);
    if (!e->slots[i].hi) {
        if (2 * (e->count + 1) > e->cap) { /* grow at half full, then look again */
            Entry *old = e->slots;
            size_t oldcap = e->cap;
            Entry *slots = table_alloc(e, oldcap * 2, oldcap * sizeof(Entry));
            if (!slots) out_of_memory(e);
            e->slots = slots, e->cap = oldcap * 2;
            for (size_t j = 0; j < oldcap; j++)
                if (old[j].hi) e->slots[slot_of(e, KEY(old[j].hi), old[j].lo)] = old[j];
            free(old);
            i = slot_of(e, hi, lo);
        }
        e->count++;
    }
    u64 b = best ? (u64)__builtin_ctz(best) + 1 : 0;
    e->slots[i] = (Entry){hi | (u64)lo_v << 40 | (u64)hi_v << 44 | b << 48, lo};
}

#define FIRST_CAP (1 << 12)

/* the new table first: out of memory, the engine keeps its old one (never a dangling one) */
static void table_clear(Engine *e) {
    Entry *slots = table_alloc(e, FIRST_CAP, 0);
    if (!slots) out_of_memory(e);
    free(e->slots);
    e->slots = slots, e->cap = FIRST_CAP, e->count = 0;
}

/* engine.py's suit_key: cards left in the suit, then seat 0's and seat 1's cards renumbered */
static u32 suit_key(const Engine *e, int s) {
    u32 a = e->H[0] >> (8 * s) & 255, b = e->H[1] >> (8 * s) & 255, c = e->H[2] >> (8 * s) & 255;
    u32 rem = a | b | c;
    return (u32)POP(rem) << 16 | (u32)COMP[rem << 8 | a] << 8 | COMP[rem << 8 | b];
}

static void sort3(u32 *k) {
    u32 t;
    if (k[0] > k[1]) t = k[0], k[0] = k[1], k[1] = t;
    if (k[1] > k[2]) t = k[1], k[1] = k[2], k[2] = t;
    if (k[0] > k[1]) t = k[0], k[0] = k[1], k[1] = t;
}

static void key_of(const Engine *e, int leader, u64 *hi, u64 *lo) {
    u32 k[4];
    if (e->trump < 0) {
        for (int s = 0; s < 4; s++) k[s] = suit_key(e, s);
        sort3(k); /* then insert the fourth */
        u32 x = k[3];
        int j = 3;
        while (j > 0 && k[j - 1] > x) k[j] = k[j - 1], j--;
        k[j] = x;
    } else {
        int j = 0;
        for (int s = 0; s < 4; s++)
            if (s != e->trump) k[j++] = suit_key(e, s);
        sort3(k);
        k[3] = suit_key(e, e->trump);
    }
    *hi = USED | (u64)k[0] << 20 | k[1];
    *lo = ((u64)k[2] << 20 | k[3]) << 2 | (u64)leader;
}

static int quick_tricks(const Engine *e, int leader) {
    u32 hl = e->H[leader], o1 = e->H[(leader + 1) % 3], o2 = e->H[(leader + 2) % 3];
    u32 others = o1 | o2;
    u32 ruffers[2];
    int nr = 0;
    if (e->trump >= 0) {
        if (o1 & e->tmask) ruffers[nr++] = o1;
        if (o2 & e->tmask) ruffers[nr++] = o2;
    }
    int qt = 0;
    for (int s = 0; s < 4; s++) {
        u32 hs = hl >> (8 * s) & 255;
        if (!hs) continue;
        u32 os = others >> (8 * s) & 255;
        int run = POP(os ? hs >> (32 - __builtin_clz(os)) : hs);
        if (run && s != e->trump)
            for (int i = 0; i < nr; i++) {
                int n = POP(ruffers[i] >> (8 * s) & 255);
                if (n < run) run = n;
            }
        qt += run;
    }
    return qt;
}

static int beats(const Engine *e, u32 c, u32 w) {
    return ((c & e->tmask) && !(w & e->tmask)) || (SUIT(c) == SUIT(w) && c > w);
}

static int last_trick(const Engine *e, int leader) {
    u32 best = e->H[leader];
    int wseat = leader;
    for (int k = 1; k <= 2; k++) {
        int seat = (leader + k) % 3;
        u32 c = e->H[seat];
        if ((c & e->tmask) && !(best & e->tmask)) best = c, wseat = seat;
        else if (SUIT(c) == SUIT(best) && c > best) best = c, wseat = seat;
    }
    return wseat == e->cs;
}

/* engine.py caches two-trick results by the hands; eight leaves are cheaper than a lookup */
static int two_tricks(Engine *e, int leader) {
    int s1 = (leader + 1) % 3, s2 = (leader + 2) % 3;
    u32 h0 = e->H[leader], h1 = e->H[s1], h2 = e->H[s2];
    int m0 = e->maxers[leader], m1 = e->maxers[s1], m2 = e->maxers[s2];
    int best0 = -1;
    for (u32 x0 = h0; x0; x0 &= x0 - 1) {
        u32 a = x0 & -x0;
        u32 sm = SMASK(SUIT(a));
        u32 l1 = (h1 & sm) ? h1 & sm : (h1 & e->tmask) ? h1 & e->tmask : h1;
        int best1 = -1;
        for (u32 x1 = l1; x1; x1 &= x1 - 1) {
            u32 b = x1 & -x1, w1;
            int ws1;
            if (beats(e, b, a)) w1 = b, ws1 = s1;
            else w1 = a, ws1 = leader;
            u32 l2 = (h2 & sm) ? h2 & sm : (h2 & e->tmask) ? h2 & e->tmask : h2;
            int best2 = -1;
            for (u32 x2 = l2; x2; x2 &= x2 - 1) {
                u32 c = x2 & -x2;
                int ws = beats(e, c, w1) ? s2 : ws1;
                e->H[leader] = h0 ^ a, e->H[s1] = h1 ^ b, e->H[s2] = h2 ^ c;
                int v = (ws == e->cs) + last_trick(e, ws);
                if (best2 < 0 || (m2 ? v > best2 : v < best2)) best2 = v;
            }
            if (best1 < 0 || (m1 ? best2 > best1 : best2 < best1)) best1 = best2;
        }
        if (best0 < 0 || (m0 ? best1 > best0 : best1 < best0)) best0 = best1;
    }
    e->H[leader] = h0, e->H[s1] = h1, e->H[s2] = h2;
    return best0;
}

static int off_lead_escape(const Engine *e, int seat, u32 hm) {
    u32 hl = e->H[seat];
    for (int sh = 0; sh < 32; sh += 8) {
        u32 ls = hl >> sh & 255;
        if (ls) {
            u32 ms = hm >> sh & 255;
            if (ms && (ms & -ms) > (ls & -ls)) return 0;
        }
    }
    return 1;
}

static int on_lead_escapes(const Engine *e, u32 hm, const int *ks, int k) {
    int bad = -1;
    for (int i = 0; i < 4; i++)
        if (ks[i] < k) {
            if (bad >= 0) return 0;
            bad = i;
        }
    u32 ha = e->H[(e->cs + 1) % 3], hb = e->H[(e->cs + 2) % 3];
    for (int i = bad < 0 ? 0 : bad; i < (bad < 0 ? 4 : bad + 1); i++) {
        int sh = 8 * i;
        u32 ms = hm >> sh & 255;
        if (!ms) continue;
        u32 x = ms & -ms, da = ha >> sh & 255, db = hb >> sh & 255;
        if (((da && (da & -da) > x) || (db && (db & -db) > x)) &&
            DUCKS[(ms ^ x) << 8 | da | db] >= k)
            return 1;
    }
    return 0;
}

/* at most 10 leads: a hand has at most ten cards */
static int misere_leads(const Engine *e, int seat, u32 h, u32 live, u32 *out) {
    u32 first[10], middle[10], last[10];
    int nf = 0, nm = 0, nl = 0, n = 0;
    if (seat == e->cs) {
        u32 ha = e->H[(e->cs + 1) % 3], hb = e->H[(e->cs + 2) % 3];
        for (int sh = 0; sh < 32; sh += 8) {
            u32 m = h >> sh & 255;
            if (!m) continue;
            u32 da = ha >> sh & 255, db = hb >> sh & 255;
            for (u32 rr = REP[(live >> sh & 255) << 8 | m]; rr; rr &= rr - 1) {
                u32 low = rr & -rr;
                if ((da && (da & -da) > low) || (db && (db & -db) > low)) first[nf++] = low << sh;
                else if ((da | db) > low) middle[nm++] = low << sh;
                else last[nl++] = low << sh;
            }
        }
        for (int i = 0; i < nf; i++) out[n++] = first[i];
        for (int i = nm - 1; i >= 0; i--) out[n++] = middle[i];
        for (int i = nl - 1; i >= 0; i--) out[n++] = last[i];
        return n;
    }
    u32 hm = e->H[e->cs];
    for (int sh = 0; sh < 32; sh += 8) {
        u32 m = h >> sh & 255;
        if (!m) continue;
        u32 ms = hm >> sh & 255, low_m = ms & -ms;
        for (u32 rr = REP[(live >> sh & 255) << 8 | m]; rr; rr &= rr - 1) {
            u32 low = rr & -rr;
            if (!ms) last[nl++] = low << sh;
            else if (low_m > low) first[nf++] = low << sh;
            else middle[nm++] = low << sh;
        }
    }
    u32 *a = first, *c = last;
    int na = nf, nc = nl;
    if (!e->maxers[seat]) a = last, na = nl, c = first, nc = nf;
    for (int i = 0; i < na; i++) out[n++] = a[i];
    for (int i = 0; i < nm; i++) out[n++] = middle[i];
    for (int i = 0; i < nc; i++) out[n++] = c[i];
    return n;
}

static int moves(Engine *e, int seat, int n, int lead, u32 win, int wseat, u32 ontable, int t);

static int ge(Engine *e, int seat, int n, int lead, u32 win, int wseat, u32 ontable, int t) {
    e->nodes++;
    if (n) return moves(e, seat, n, lead, win, wseat, ontable, t);
    if (t <= 0) return 1;
    if (e->nodes > e->budget) longjmp(e->out, 1); /* -1: past the budget */
    u32 *H = e->H;
    int r = POP(H[seat]);
    if (t > r) return 0;
    int cs = e->cs;
    if (e->clean_check) {
        int need = r - t + 1;
        u32 hm = H[cs], hd = H[0] ^ H[1] ^ H[2] ^ hm;
        int k[4];
        for (int s = 0; s < 4; s++) k[s] = DUCKS[(hm >> (8 * s) & 255) << 8 | (hd >> (8 * s) & 255)];
        if (seat != cs) {
            if (k[0] >= need && k[1] >= need && k[2] >= need && k[3] >= need) return 0;
            if (need == 1 && off_lead_escape(e, seat, hm)) return 0;
        } else if ((k[0] >= need - 1 || k[1] >= need - 1 || k[2] >= need - 1 ||
                    k[3] >= need - 1) &&
                   on_lead_escapes(e, hm, k, need - 1))
            return 0;
    }
    if (r == 1) return last_trick(e, seat) >= t;
    if (r == 2) return two_tricks(e, seat) >= t;
    u64 khi, klo;
    key_of(e, seat, &khi, &klo);
    size_t i = slot_of(e, khi, klo);
    int lo = 0, hi = r;
    u32 best = 0;
    if (e->slots[i].hi) {
        u64 found = e->slots[i].hi;
        lo = LO_V(found), hi = HI_V(found), best = BEST(found);
        if (lo >= t) return 1;
        if (hi < t) return 0;
    }
    if (e->quick) {
        int qt = quick_tricks(e, seat);
        if (seat == cs) {
            if (qt >= t) {
                table_put(e, khi, klo, qt, hi, best);
                return 1;
            }
            if (qt > lo) lo = qt;
        } else {
            if (r - qt < t) {
                table_put(e, khi, klo, lo, r - qt, best);
                return 0;
            }
            if (r - qt < hi) hi = r - qt;
        }
    }
    u32 h = H[seat], live = H[0] | H[1] | H[2];
    u32 cands[10];
    int nc = 0;
    if (e->clean_check) nc = misere_leads(e, seat, h, live, cands);
    else {
        for (int s = 0; s < 4; s++) {
            int sh = 8 * s;
            u32 m = h >> sh & 255;
            if (m)
                for (u32 rr = (u32)REP[(live >> sh & 255) << 8 | m] << sh; rr; rr &= rr - 1)
                    cands[nc++] = rr & -rr;
        }
        if (!e->misere_like)
            for (int a = 0, b = nc - 1; a < b; a++, b--) {
                u32 x = cands[a];
                cands[a] = cands[b], cands[b] = x;
            }
    }
    if (best)
        for (int j = 0; j < nc; j++)
            if (cands[j] == best) {
                for (; j > 0; j--) cands[j] = cands[j - 1];
                cands[0] = best;
                break;
            }
    int is_max = e->maxers[seat], nxt = (seat + 1) % 3, result = !is_max;
    for (int j = 0; j < nc; j++) {
        u32 c = cands[j];
        H[seat] = h ^ c;
        int res = moves(e, nxt, 1, SUIT(c), c, seat, c, t);
        H[seat] = h;
        if (res == is_max) {
            result = res, best = c;
            break;
        }
    }
    if (result) lo = t;
    else hi = t - 1;
    if ((long long)e->count >= e->limit) table_clear(e);
    table_put(e, khi, klo, lo, hi, best);
    return result;
}

static int moves(Engine *e, int seat, int n, int lead, u32 win, int wseat, u32 ontable, int t) {
    u32 *H = e->H;
    u32 h = H[seat];
    int sh = 8 * lead;
    u32 m = h >> sh & 255;
    u32 live = H[0] | H[1] | H[2] | (n == 2 ? win : ontable), reps;
    if (m) reps = (u32)REP[(live >> sh & 255) << 8 | m] << sh;
    else {
        u32 legal = (h & e->tmask) ? h & e->tmask : h;
        reps = 0;
        for (int s = 0; s < 4; s++) {
            int sh2 = 8 * s;
            u32 ms = legal >> sh2 & 255;
            if (ms) reps |= (u32)REP[(live >> sh2 & 255) << 8 | ms] << sh2;
        }
    }
    u32 above = SMASK(SUIT(win)) & (u32)(-(win << 1));
    if (!(win & e->tmask)) above |= e->tmask;
    u32 over = reps & above, under = reps ^ over;
    int is_max = e->maxers[seat], cs = e->cs;
    if (n == 2) {
        u32 xs[2];
        int ws[2];
        if ((seat == cs) == is_max) xs[0] = over, ws[0] = seat, xs[1] = under, ws[1] = wseat;
        else xs[0] = under, ws[0] = wseat, xs[1] = over, ws[1] = seat;
        int left = POP(h) - 1;
        for (int p = 0; p < 2; p++) {
            u32 x = xs[p];
            int w = ws[p];
            if (!x) continue;
            int tt = t - (w == cs);
            if (tt <= 0 || tt > left) {
                if ((tt <= 0) == is_max) return is_max;
                continue;
            }
            while (x) {
                u32 c = e->misere_like ? HIGHBIT(x) : x & -x;
                x ^= c;
                H[seat] = h ^ c;
                int res = ge(e, w, 0, -1, 0, -1, 0, tt);
                H[seat] = h;
                if (res == is_max) return res;
            }
        }
        return !is_max;
    }
    int nxt = (seat + 1) % 3;
    ontable |= win;
    if (e->misere_like) {
        for (u32 x = under; x;) {
            u32 c = HIGHBIT(x);
            x ^= c;
            H[seat] = h ^ c;
            int res = moves(e, nxt, 2, lead, win, wseat, ontable | c, t);
            H[seat] = h;
            if (res == is_max) return res;
        }
        int high = seat == cs;
        for (u32 x = over; x;) {
            u32 c = high ? HIGHBIT(x) : x & -x;
            x ^= c;
            H[seat] = h ^ c;
            int res = moves(e, nxt, 2, lead, c, seat, ontable | c, t);
            H[seat] = h;
            if (res == is_max) return res;
        }
        return !is_max;
    }
    for (u32 x = over; x;) {
        u32 c = x & -x;
        x ^= c;
        H[seat] = h ^ c;
        int res = moves(e, nxt, 2, lead, c, seat, ontable | c, t);
        H[seat] = h;
        if (res == is_max) return res;
    }
    for (u32 x = under; x;) {
        u32 c = x & -x;
        x ^= c;
        H[seat] = h ^ c;
        int res = moves(e, nxt, 2, lead, win, wseat, ontable | c, t);
        H[seat] = h;
        if (res == is_max) return res;
    }
    return !is_max;
}

/* ---- the interface compiled.py calls ---- */

/* NULL also for arguments out of range (compiled.py checks them first and says which) */
Engine *nat_new(int trump, int counted, int maxers, int quick, int misere_like, long long limit,
                long long budget) {
    if (trump < -1 || trump > 3 || counted < 0 || counted > 2 || maxers < 0 || maxers > 7 ||
        limit < 1 || budget < 0)
        return NULL;
    Engine *e = calloc(1, sizeof(Engine));
    if (!e) return NULL;
    e->trump = trump, e->cs = counted, e->quick = quick, e->misere_like = misere_like;
    e->clean_check = misere_like && trump < 0;
    for (int s = 0; s < 3; s++) e->maxers[s] = maxers >> s & 1;
    e->tmask = trump >= 0 ? SMASK(trump) : 0;
    e->limit = limit, e->budget = budget;
    e->slots = table_alloc(e, FIRST_CAP, 0), e->cap = FIRST_CAP;
    if (!e->slots) {
        free(e);
        return NULL;
    }
    return e;
}

void nat_free(Engine *e) {
    if (e) free(e->slots), free(e);
}

/* A position the search can take: at most 10 cards a hand (the move lists hold 10), no card
   twice, seat 0-2, at most 2 cards on the table and, with cards there, a led suit 0-3 and the
   winning card one of them, played by a seat 0-2. The entry points answer -4 for anything
   else, so that no input reads or writes past an array (compiled.py checks first and says
   what is wrong). */
static int valid(const Engine *e, u32 h0, u32 h1, u32 h2, int seat, int n, int lead, u32 win,
                 int wseat, u32 ontable) {
    if (!e || POP(h0) > 10 || POP(h1) > 10 || POP(h2) > 10) return 0;
    if ((h0 & h1) || (h0 & h2) || (h1 & h2) || (ontable & (h0 | h1 | h2))) return 0;
    if (seat < 0 || seat > 2 || n < 0 || n > 2 || POP(ontable) != n) return 0;
    if (n == 0) return 1;
    return lead >= 0 && lead <= 3 && wseat >= 0 && wseat <= 2 && POP(win) == 1 && (win & ontable);
}

#define INVALID (-4)

/* 1 / 0: whether the counted seat takes at least t of the tricks to come; -1: past the
   budget; -2: out of memory (longjmp out of the search: nothing is allocated on the way down,
   and the table holds only complete entries, as Python's does when an exception unwinds it);
   -4: a position ``valid`` refuses */
int nat_at_least(Engine *e, u32 h0, u32 h1, u32 h2, int seat, int n, int lead, u32 win,
                 int wseat, u32 ontable, int t) {
    if (!valid(e, h0, h1, h2, seat, n, lead, win, wseat, ontable)) return INVALID;
    e->H[0] = h0, e->H[1] = h1, e->H[2] = h2;
    int jumped = setjmp(e->out);
    if (jumped) return -jumped;
    return ge(e, seat, n, lead, win, wseat, ontable, t);
}

/* ---- the driver: value, card values and line from one table (engine.py's
   NullWindow.analyse, step for step, so that both engines search the same positions) ---- */

typedef struct {
    u32 h[3];
    int seat, n, lead;
    u32 win;
    int wseat;
    u32 ontable;
} State;

static int at_least(Engine *e, const State *s, int t) {
    e->H[0] = s->h[0], e->H[1] = s->h[1], e->H[2] = s->h[2];
    return ge(e, s->seat, s->n, s->lead, s->win, s->wseat, s->ontable, t);
}

static int value_from(Engine *e, const State *s, int lo) {
    int hi = 0;
    for (int i = 0; i < 3; i++)
        if (POP(s->h[i]) > hi) hi = POP(s->h[i]);
    while (lo < hi && at_least(e, s, lo + 1)) lo++;
    return lo;
}

static u32 legal_of(const Engine *e, const State *s) {
    u32 h = s->h[s->seat];
    if (s->n == 0) return h;
    u32 legal = h & SMASK(s->lead);
    if (!legal && e->trump >= 0) legal = h & SMASK(e->trump);
    return legal ? legal : h;
}

/* EngineState.play: the state after bit is played; the result is 1 if that completed a trick won by
   the counted seat */
static int play(const Engine *e, const State *s, u32 bit, State *out) {
    *out = *s;
    out->h[s->seat] ^= bit;
    int suit = SUIT(bit);
    if (s->n == 0) {
        out->win = bit, out->wseat = s->seat, out->lead = suit;
    } else {
        int wsuit = SUIT(s->win);
        if ((suit == e->trump && wsuit != e->trump) || (suit == wsuit && bit > s->win))
            out->win = bit, out->wseat = s->seat;
    }
    if (s->n == 2) {
        int wseat = out->wseat;
        out->seat = wseat, out->n = 0, out->lead = -1, out->win = 0, out->wseat = -1;
        out->ontable = 0;
        return wseat == e->cs;
    }
    out->seat = (s->seat + 1) % 3, out->n = s->n + 1, out->ontable = s->ontable | bit;
    return 0;
}

/* value[i] for the card of index i (-1: not legal) */
static void card_values(Engine *e, const State *s, int value, int *values) {
    int raises = e->maxers[s->seat];
    u32 live = s->h[0] | s->h[1] | s->h[2] | s->ontable, legal = legal_of(e, s);
    for (int i = 0; i < 32; i++) values[i] = -1;
    for (int su = 0; su < 4; su++) {
        int sh = 8 * su;
        u32 m = legal >> sh & 255, live_s = live >> sh & 255;
        if (!m) continue;
        u32 reps = REP[live_s << 8 | m];
        int run_value = 0, in_run = 0;
        for (int b = 7; b >= 0; b--) {
            if (!(live_s >> b & 1)) continue;
            if (!(m >> b & 1)) {
                in_run = 0;
                continue;
            }
            if ((reps >> b & 1) || !in_run) {
                State child;
                int won = play(e, s, 1u << (b + sh), &child), rest;
                if (!raises) {
                    rest = value_from(e, &child, value - won);
                } else if (value == won || at_least(e, &child, value - won)) {
                    rest = value - won;
                } else {
                    rest = value - won - 1;
                    while (rest > 0 && !at_least(e, &child, rest)) rest--;
                }
                run_value = won + rest, in_run = 1;
            }
            values[b + sh] = run_value;
        }
    }
}

/* out: [value, then 32 card values (-1: not legal) if cards, then the line's length and
   seat * 32 + card index for each card if line]; 0, or -1 / -2 / -4 as nat_at_least */
int nat_analyse(Engine *e, u32 h0, u32 h1, u32 h2, int seat, int n, int lead, u32 win,
                int wseat, u32 ontable, int cards, int line, int *out) {
    if (!out || !valid(e, h0, h1, h2, seat, n, lead, win, wseat, ontable)) return INVALID;
    State s = {{h0, h1, h2}, seat, n, lead, win, wseat, ontable};
    int jumped = setjmp(e->out);
    if (jumped) return -jumped;
    int value = value_from(e, &s, 0), *values = out + 1, *length = out + 33, *cards_out = out + 34;
    out[0] = value;
    if (cards) card_values(e, &s, value, values);
    if (!line) return 0;
    *length = 0;
    int first = 1;
    while (POP(s.h[0]) || POP(s.h[1]) || POP(s.h[2])) {
        int is_max = e->maxers[s.seat], chosen = 0, won = 0;
        State child;
        for (u32 rest_bits = legal_of(e, &s); rest_bits; rest_bits &= rest_bits - 1) {
            u32 bit = rest_bits & -rest_bits;
            won = play(e, &s, bit, &child);
            int rest = value - won, ok;
            if (first && cards)
                ok = values[__builtin_ctz(bit)] == value;
            else if (is_max)
                ok = at_least(e, &child, rest);
            else
                ok = !at_least(e, &child, rest + 1);
            if (ok) {
                chosen = 1;
                cards_out[(*length)++] = s.seat * 32 + __builtin_ctz(bit);
                break;
            }
        }
        if (!chosen) return -3; /* no card keeps the value: a solver bug */
        s = child, value -= won, first = 0;
    }
    return 0;
}

long long nat_nodes(const Engine *e) { return e->nodes; }
long long nat_table_entries(const Engine *e) { return (long long)e->count; }
long long nat_peak_bytes(const Engine *e) { return (long long)e->peak_bytes; }
