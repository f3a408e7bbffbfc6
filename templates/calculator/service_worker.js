// The offline pulya's service worker (rulings/calculator/views/offline.py, docs/calculator.md
// «Offline»). It keeps the game page's files, Pyodide and the packed rules core, so that a game
// already open goes on without a connection: a game page is asked of the network first and kept,
// and shown from the cache when the network is gone; the files are served from the cache.
// Nothing is written here: the deals entered offline wait in the page's own storage.
"use strict";
const CACHE = "pulya-{{ name }}";
const FILES = {{ files|safe }};
const GAME_PAGE = /^\/(en\/)?score\/\d+\/(offline\/)?$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names.filter((n) => n.startsWith("pulya-") && n !== CACHE).map((n) => caches.delete(n))
      ))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (GAME_PAGE.test(url.pathname) && !request.headers.get("HX-Request")) {
    event.respondWith(networkFirst(request));
  } else if (FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((kept) => kept || fetch(request)));
  }
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}
