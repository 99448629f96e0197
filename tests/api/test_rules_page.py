"""``GET /rules``: the rule book, docs/rules.md, rendered by markdown-it-py as a page of the web client, under the
pages' Content-Security-Policy; its sections and rulings carry stable anchors, raw HTML in the Markdown is escaped,
the lobby and the other pages link it, and the build copies the rule book into the package (setup.py), as the
Dockerfile and CI's production smoke build it."""

from __future__ import annotations

import re
import shlex

import pytest
from flask.testing import FlaskClient

from api.routes import pages, rules_page
from tests.api.test_pages import ROOT, fetch, parse, same_origin
from tests.api.test_web_client_pages import ids_of

RULES = ROOT / "docs" / "rules.md"


@pytest.fixture(scope="module")
def page() -> str:
    return rules_page.rules_page()[0].decode()


def test_the_page_is_html_under_the_content_security_policy(client: FlaskClient) -> None:
    """200 text/html with the pages' headers, publicly cacheable for a minute, 304 when unchanged."""
    response = fetch(client, "/rules")
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    assert response.headers["Content-Security-Policy"] == pages.CONTENT_SECURITY_POLICY
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.cache_control.public and response.cache_control.max_age == pages.PAGE_MAX_AGE_S
    html = response.get_data(as_text=True)
    assert "<title>Powderkeg: the rules</title>" in html
    assert parse(html).inline == [], "the policy forbids inline scripts and styles"
    assert fetch(client, "/rules", headers={"If-None-Match": response.headers["ETag"]}).status_code == 304


def test_the_page_is_the_rule_book_of_the_checkout(page: str) -> None:
    """A checkout has no packaged copy (the build makes it): the page is docs/rules.md itself."""
    assert not rules_page.PACKAGED_RULES.exists(), "api/static/rules.md is the build's copy, never the checkout's"
    assert rules_page.rules_path() == RULES
    assert "The rules of the four games, as Powderkeg plays them" in page


def test_every_file_the_page_names_is_served(client: FlaskClient, page: str) -> None:
    """Its stylesheets and icon come from this origin with their types, and its links answer (anchors aside)."""
    links = parse(page)
    assert ("stylesheet", "/web/pk.css") in links.assets and ("stylesheet", "/web/rules.css") in links.assets
    for _, address in links.assets:
        assert fetch(client, same_origin("http://localhost/rules", address)).status_code == 200, address
    for href in {href for href in links.anchors if not href.startswith("#")}:
        assert fetch(client, same_origin("http://localhost/rules", href)).status_code == 200, href
    assert '<header class="top">' in page and '<a class="home" href="/">Powderkeg</a>' in page


def test_numbered_headings_are_anchored_by_their_number(page: str) -> None:
    """``## 1. BOMBS`` is ``#s1``, ``### 2.6 The Nine…`` ``#s2.6``; a heading with no number gets a slug."""
    ids = ids_of(page)  # fails when an id is used twice
    assert ids["s1"][0] == "h2" and ids["s2"][0] == "h2" and ids["s0"][0] == "h2"
    assert ids["s2.6"][0] == "h3" and ids["s0.1"][0] == "h3" and ids["s2.10"][0] == "h3"
    assert ids["playing-over-the-api"][0] == "h2"
    assert '<h3 id="s2.6">2.6 The Nine and its window</h3>' in page
    numbered = re.findall(r"^#{2,3} (\d+(?:\.\d+)*)\.? ", RULES.read_text(), re.M)
    assert numbered and all(f"s{number}" in ids for number in numbered)


def test_every_ruling_is_anchored_by_its_label(page: str) -> None:
    """Each item that starts with a bold label (``1. **B5 – …**``) carries the label as its id, on its ``<li>``."""
    ids = ids_of(page)
    labels = re.findall(r"^\s*\d+\. \*\*([BAHW]\d+) ", RULES.read_text(), re.M)
    assert {"B5", "A7"} <= set(labels)
    for label in labels:
        assert ids[label][0] == "li", label
    assert '<li id="B5"><strong>B5 – Out-of-turn timing over a network.</strong>' in page


def test_the_contents_list_the_sections_and_their_subsections(page: str) -> None:
    """Each ``##`` section links its anchor, with its ``###`` subsections below it."""
    contents = page[page.index('<nav class="toc') : page.index("</nav>", page.index('<nav class="toc'))]
    assert '<a href="#s2">2. EXPLODING ACES (original text 001)</a>' in contents
    assert '<a href="#s2.6">2.6 The Nine and its window</a>' in contents
    assert '<a href="#playing-over-the-api">Playing over the API</a>' in contents
    sections = re.findall(r"^## ", RULES.read_text(), re.M)
    subsections = re.findall(r"^### ", RULES.read_text(), re.M)
    assert contents.count("<a href=") == len(sections) + len(subsections)
    assert contents.index("#s2.6") > contents.index('"#s2"') > contents.index("#s1.9")


def test_tables_are_rendered_and_each_scrolls_in_its_own_box(page: str) -> None:
    """GFM tables become ``<table>``s, each wrapped so that a narrow screen scrolls the table, not the page."""
    assert page.count("<table>") == len(re.findall(r"^\|[-|: ]+\|$", RULES.read_text(), re.M)) >= 1
    assert page.count('<div class="table-wrap" tabindex="0">\n<table>') == page.count("<table>")
    assert "<th>Original text</th>" in page


def test_raw_html_in_the_markdown_is_escaped() -> None:
    """The rule book is text: an HTML block or inline tag in it is shown, never passed through."""
    article, headings = rules_page.render_rules(
        '## 7. A test <script>alert("x")</script>\n\n<script>alert(1)</script>\n\n'
        "1. **B99 – <b>bold</b>** and <img src=x onerror=alert(2)>\n"
    )
    assert "<script" not in article and "<img" not in article and "<b>" not in article
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in article
    assert "&lt;img src=x onerror=alert(2)&gt;" in article
    assert '<li id="B99">' in article
    assert headings == [rules_page.Heading(2, "s7", '7. A test <script>alert("x")</script>')]
    assert "&lt;script&gt;" in rules_page.contents(headings)


def test_anchors_stay_unique_and_need_a_label_or_a_number() -> None:
    """A repeated slug is numbered on; a bold lead that is not a label (``**A 7 …**``) gets no id."""
    article, _ = rules_page.render_rules("## Notes\n\n## Notes\n\n1. **A 7 of hearts.** Text.\n2. **W3** Text.\n")
    assert '<h2 id="notes">' in article and '<h2 id="notes-2">' in article
    assert "<li><strong>A 7 of hearts.</strong>" in article and '<li id="W3">' in article


def test_the_lobby_and_the_pages_link_the_rules(client: FlaskClient) -> None:
    """The lobby's nav and its "About" part link /rules, as do the nav bars of My games and the leaderboards."""
    lobby = fetch(client, "/").get_data(as_text=True)
    assert parse(lobby).anchors.count("/rules") == 2
    assert "<code>docs/rules.md</code> in Powderkeg's source." not in lobby
    for name in ("me.html", "leaderboards.html"):
        nav = (pages.WEB_DIR / name).read_text().split('<nav class="nav"')[1].split("</nav>")[0]
        assert '<a href="/rules" id="nav-rules">Rules</a>' in nav, name


def test_the_builds_copy_the_rule_book_with_the_package() -> None:
    """setup.py copies docs/rules.md into the built package, so the Dockerfile and the production smoke copy both
    into what they build, and MANIFEST.in takes it into an sdist."""
    assert 'RULES = Path("docs", "rules.md")' in (ROOT / "setup.py").read_text()
    assert 'PACKAGED_RULES = ("api", "static", "rules.md")' in (ROOT / "setup.py").read_text()
    assert rules_page.PACKAGED_RULES == pages.STATIC_DIR / "rules.md"
    assert "include docs/rules.md" in (ROOT / "MANIFEST.in").read_text().splitlines()
    copied = {
        word
        for line in (ROOT / "Dockerfile").read_text().splitlines()
        if line.startswith("COPY ")
        for word in line.split()[1:-1]
    }
    assert {"setup.py", "MANIFEST.in", "docs/rules.md"} <= copied
    smoke = (ROOT / ".ci" / "production-smoke").read_text().replace("\\\n", " ")
    (line,) = [line for line in smoke.splitlines() if line.lstrip().startswith('tar -C "$root"')]
    args = shlex.split(line.split("|")[0])
    assert {"setup.py", "MANIFEST.in", "docs/rules.md"} <= set(args[args.index("-") + 1 :])
