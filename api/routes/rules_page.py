"""``GET /rules``: the rule book, ``docs/rules.md``, as a page of the web client.

The Markdown is rendered by markdown-it-py (CommonMark, with GFM's tables), never by a parser of our own, and
raw HTML in it does not pass: the page is built once per process and cached. The rule book's numbers and labels
are stable (the code, the tests and the contract cite them), so they become the page's anchors, set on the
library's tokens before rendering: a numbered heading is ``s<number>`` (``## 1. BOMBS`` is ``#s1``, ``### 2.6 The
Nine and its window`` is ``#s2.6``), any other heading a slug of its text (``#playing-over-the-api``), and a ruling
whose text starts with its bold label (``1. **B5 – …**``) carries the label on its ``<li>`` (``/rules#B5``). Above the
text, the table of contents lists the ``##`` sections and their ``###`` subsections. The page is ``rules.html``
(the top bar and the places of the contents and the text) with ``rules.css`` beside ``pk.css``, and no script.

Packaging: production runs the installed wheel, and the rule book lives outside the ``api`` package, in
``docs/rules.md``, where everything cites it; package data cannot name a file outside its package, a symlink would
dangle in the Dockerfile's and CI's copies of the package, and a second copy in the package would drift from the
first. So the build copies it: ``setup.py`` (a ``build_py`` step, nothing else) writes ``docs/rules.md`` into the
built package as ``api/static/rules.md`` and fails the build when the file is missing, and ``MANIFEST.in`` takes
it into the sdist. An installed package reads that copy; a checkout (or an editable install) has none and reads
``docs/rules.md`` itself.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from flask import Blueprint, Response
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from api.routes.pages import STATIC_DIR, WEB_DIR, built_page

bp = Blueprint("rules_page", __name__)

#: Where an installed package holds the rule book: the build copies docs/rules.md there (setup.py).
PACKAGED_RULES = STATIC_DIR / "rules.md"
#: The rule book in a checkout, where the code, the tests and the contract cite it.
CHECKOUT_RULES = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
#: The page around the rendered text: its top bar, and the places of the contents and of the text.
TEMPLATE = WEB_DIR / "rules.html"

#: A numbered heading's number: ``1. BOMBS`` is 1, ``2.6 The Nine`` is 2.6.
SECTION_NUMBER = re.compile(r"(\d+(?:\.\d+)*)\.?\s")
#: A ruling's label, at the start of its bold lead: B (Bombs), A (Exploding Aces), H (Haggis), W (Bombs Away).
RULING_LABEL = re.compile(r"[BAHW]\d+(?=\s|$)")


@dataclass(frozen=True)
class Heading:
    """A ``##`` or ``###`` heading of the rule book, for the table of contents."""

    level: int
    anchor: str
    text: str


@bp.get("/rules")
def rules() -> Response:
    """The rule book as a page of the web client.

    ---
    get:
      operationId: rulesPage
      tags: [service]
      summary: The rules of the four games, in the web client
      description: |
        The rule book this server plays by (`docs/rules.md` in its source), as HTML, with a table of contents.
        Its anchors are stable: a numbered section is `#s<number>` (`/rules#s2.6`), any other heading a slug of
        its text (`/rules#playing-over-the-api`), and a ruling its label (`/rules#B5`, `/rules#A7`). HTML with a
        Content-Security-Policy that allows this origin only.
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    return built_page(*rules_page())


@cache
def rules_page() -> tuple[bytes, str]:
    """The page, rendered once per process, and its ETag."""
    article, headings = render_rules(rules_path().read_text(encoding="utf-8"))
    page = (
        TEMPLATE.read_text(encoding="utf-8")
        .replace("<!-- contents -->", contents(headings))
        .replace("<!-- rules -->", article)
        .encode()
    )
    return page, hashlib.sha256(page).hexdigest()[:32]


def rules_path() -> Path:
    """The rule book: the installed package's copy, else the checkout's."""
    return PACKAGED_RULES if PACKAGED_RULES.is_file() else CHECKOUT_RULES


def markdown() -> MarkdownIt:
    """CommonMark with GFM's tables; raw HTML is text (escaped), and each table is wrapped to scroll by itself."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("table_close", _table_close)
    return md


def render_rules(text: str) -> tuple[str, list[Heading]]:
    """``text`` (Markdown) as HTML with the anchors of the rule book, and its ``##`` and ``###`` headings."""
    md = markdown()
    tokens = md.parse(text)
    taken: set[str] = set()
    headings: list[Heading] = []
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            words = _plain(tokens[index + 1])
            number = SECTION_NUMBER.match(words)
            anchor = _unique(f"s{number.group(1)}" if number else slug(words), taken)
            token.attrSet("id", anchor)
            if token.tag in ("h2", "h3"):
                headings.append(Heading(int(token.tag[1]), anchor, words))
        elif token.type == "list_item_open":
            label = _ruling_label(tokens[index + 1 : index + 3])
            if label is not None:
                token.attrSet("id", _unique(label, taken))
    return md.renderer.render(tokens, md.options, {}), headings


def contents(headings: Sequence[Heading]) -> str:
    """The table of contents: each ``##`` section, with its ``###`` subsections below it."""
    lines = ['      <ol class="toc-sections">']
    open_section = open_subsections = False
    for heading in headings:
        link = f'<a href="#{html.escape(heading.anchor)}">{html.escape(heading.text)}</a>'
        if heading.level == 2:
            if open_subsections:
                lines.append("          </ol>")
            if open_section:
                lines.append("        </li>")
            lines.append(f"        <li>{link}")
            open_section, open_subsections = True, False
        else:
            if not open_subsections:
                lines.append('          <ol class="toc-subsections">')
                open_subsections = True
            lines.append(f"            <li>{link}</li>")
    if open_subsections:
        lines.append("          </ol>")
    if open_section:
        lines.append("        </li>")
    lines.append("      </ol>")
    return "\n".join(lines)


def slug(text: str) -> str:
    """A heading's anchor when it has no number: lower case, words joined by hyphens (``playing-over-the-api``)."""
    words = re.sub(r"[^\w\s-]", "", text.lower()).split()
    return "-".join(words) or "section"


def _plain(inline: Token) -> str:
    """The text of an inline token (a heading's), without its Markdown: its text and code spans."""
    parts = [child.content if child.type in ("text", "code_inline") else " " for child in inline.children or ()]
    return " ".join("".join(parts).split())


def _ruling_label(following: Sequence[Token]) -> str | None:
    """The label of a list item whose paragraph starts with a bold label (``**B5 – …**``), else None."""
    if [token.type for token in following] != ["paragraph_open", "inline"]:
        return None
    # The inline's children as the parser leaves them: an empty text may come before the bold lead.
    children = [child for child in following[1].children or () if child.type != "text" or child.content]
    if len(children) < 2 or children[0].type != "strong_open" or children[1].type != "text":
        return None
    label = RULING_LABEL.match(children[1].content)
    return label.group(0) if label else None


def _unique(anchor: str, taken: set[str]) -> str:
    """``anchor``, or ``anchor-2``, ``anchor-3``… when a heading or ruling before it took it."""
    candidate, count = anchor, 1
    while candidate in taken:
        count += 1
        candidate = f"{anchor}-{count}"
    taken.add(candidate)
    return candidate


def _table_open(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    # A wide table scrolls sideways inside its box, never the page; the box takes the focus to scroll by keys.
    return '<div class="table-wrap" tabindex="0">\n' + self.renderToken(tokens, idx, options, env)


def _table_close(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    return self.renderToken(tokens, idx, options, env) + "</div>\n"
