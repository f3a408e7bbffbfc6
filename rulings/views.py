from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def deal_viewer(request: HttpRequest) -> HttpResponse:
    return render(request, "rulings/deal_viewer.html")
