"""Writes the API documentation as one static site of plain HTML pages, readable from disk
with no web server and no JavaScript (used by scripts/build-docs).

USAGE: python3 scripts/docs-site.py OUTPUT_DIR MODULE:SYMBOL_GRAPH_DIR:DOCC_CATALOG ...

OUTPUT_DIR/index.html is the README followed by the list of modules, and
OUTPUT_DIR/benchmarks.html is docs/benchmarks.md; OUTPUT_DIR/<Module>/index.html is the
module's page (its catalog's main article, then its types); OUTPUT_DIR/<Module>/<Type>.html
holds a type and its members, and OUTPUT_DIR/<Module>/<Article>.html each article of the
catalog (with the catalog's images beside it). Every link is relative. Doc comments and
articles are Markdown; the subset written here (headings, paragraphs, lists, tables, code
blocks, `code`, **strong**, *emphasis*, [links](url), images, ``Symbol`` and <doc:Article>
links) is what this repository's comments use.

A link to another Markdown file of the repository is written as GitHub reads it, relative to
the file it is in (`Sources/TextUI/TextUI.docc/RunningLive.md` in the README,
`../../PreviewRunner/PreviewRunner.docc/CI.md` in an article), so it works there; here it is
turned into the built page of that file: an article's page, the README's index.html or
benchmarks.html. A link to any other file of the repository points at that file on disk.
"""
import html
import json
import os
import pathlib
import posixpath
import re
import shutil
import sys

from public_symbols import is_public_api

STYLE = """body{font:15px/1.5 -apple-system,system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
code,pre{font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;background:#f4f4f4}
pre{padding:.6rem;overflow-x:auto}code{padding:0 .2rem}
.decl{background:#eef3fb;border-left:3px solid #4a7bd0}
.symbol{border-top:1px solid #ddd;padding-top:.5rem;margin-top:1.2rem}
.where{color:#777;font-size:12px}nav{font-size:13px;margin-bottom:1rem}
a{color:#2456a6;text-decoration:none}a:hover{text-decoration:underline}
table{border-collapse:collapse;margin:.8rem 0;font-size:14px}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}"""


def page(title, crumbs, body):
    nav = " › ".join(f'<a href="{href}">{html.escape(text)}</a>' for text, href in crumbs)
    return (
        f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
        f"<style>{STYLE}</style></head><body><nav>{nav}</nav>\n{body}\n</body></html>\n"
    )


# The repository file whose Markdown is being written (relative to the repository root) and
# the depth of its page below OUTPUT_DIR, so a relative link in it can be resolved.
PAGE = {"source": None, "depth": 0}
# Repository files with a page of their own in the site, by their path in the repository.
SITE_PAGES = {"README.md": "index.html", "docs/benchmarks.md": "benchmarks.html"}
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg")


def site_href(href):
    """Where a relative link of the current page's Markdown leads in the site."""
    if re.match(r"[a-z][a-z0-9+.-]*:", href) or href.startswith("#") or PAGE["source"] is None:
        return href
    path, _, anchor = href.partition("#")
    target = posixpath.normpath(posixpath.join(posixpath.dirname(PAGE["source"]), path))
    up = "../" * PAGE["depth"]
    catalog = re.fullmatch(r"Sources/([^/]+)/\1\.docc/(?:.*/)?([^/]+)", target)
    if target in SITE_PAGES:
        return up + SITE_PAGES[target]
    if catalog and catalog.group(2).endswith(".md"):
        module, stem = catalog.group(1), catalog.group(2)[:-3]
        return f"{up}{module}/{'index.html' if stem == module else file_name(stem)}"
    if catalog and catalog.group(2).lower().endswith(IMAGE_SUFFIXES):
        return f"{up}{catalog.group(1)}/{catalog.group(2)}"
    # Any other file of the repository, on disk: OUTPUT_DIR is .build/docs.
    return up + "../../" + target + (f"#{anchor}" if anchor else "")


def file_name(name):
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name) + ".html"


class Module:
    def __init__(self, name, graphs, catalog):
        self.name = name
        self.symbols = []
        for path in sorted(pathlib.Path(graphs).glob("*.symbols.json")):
            graph = json.loads(path.read_text())
            self.symbols += [symbol for symbol in graph["symbols"] if is_public_api(symbol)]
        self.symbols.sort(key=lambda s: (s["pathComponents"], s["names"]["title"]))
        self.articles = {}
        self.main = ""
        catalog = pathlib.Path(catalog)
        self.catalog = catalog.as_posix()
        self.images = sorted(p for p in catalog.rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES)
        for article in sorted(catalog.glob("*.md")):
            text = article.read_text()
            if text.startswith(f"# ``{name}``"):
                self.main = text
            else:
                self.articles[article.stem] = text
        # Pages: one per top-level name (a type of the module, or a type it extends).
        self.pages = {}
        for symbol in self.symbols:
            self.pages.setdefault(symbol["pathComponents"][0], []).append(symbol)
        self.paths = {}
        for symbol in self.symbols:
            components = symbol["pathComponents"]
            anchor = anchor_of(symbol)
            target = f"{file_name(components[0])}#{anchor}" if len(components) > 1 else file_name(components[0])
            self.paths.setdefault("/".join(components), target)
            self.paths.setdefault(".".join(components), target)


class Document:
    """A Markdown file outside the modules' catalogs (the README, the benchmarks): it names
    no symbol and no article of its own."""

    name = ""
    articles = {}
    paths = {}


def anchor_of(symbol):
    return re.sub(r"[^A-Za-z0-9_-]", "-", "-".join(symbol["pathComponents"]) + "-" + symbol["names"]["title"])


def doc_text(symbol):
    comment = symbol.get("docComment") or {}
    return "\n".join(line.get("text", "") for line in comment.get("lines", []))


def inline(text, module, prefix):
    """Inline Markdown: ``Symbol`` and <doc:Article> links, `code`, **strong**, *emphasis*, links."""
    parts = re.split(r"(``[^`]+``|`[^`]+`|<doc:[^>]+>)", text)
    out = []
    for part in parts:
        if part.startswith("``") and part.endswith("``"):
            out.append(symbol_link(part[2:-2], module, prefix))
        elif part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(f"<code>{html.escape(part[1:-1])}</code>")
        elif part.startswith("<doc:"):
            name = part[5:-1].split("/")[-1]
            out.append(f'<a href="{prefix}{file_name(name)}">{html.escape(title_of(module.articles.get(name, name)))}</a>')
        else:
            escaped = html.escape(part, quote=False)
            escaped = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", escaped)
            escaped = re.sub(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])", r"<em>\1</em>", escaped)
            escaped = re.sub(
                r"!\[([^\]]*)\]\(([^)\s]+)\)",
                lambda m: f'<img src="{html.escape(site_href(m.group(2)))}" alt="{m.group(1)}" style="max-width:100%">',
                escaped,
            )
            escaped = re.sub(
                r"\[([^\]]+)\]\(([^)\s]+)\)",
                lambda m: f'<a href="{html.escape(site_href(m.group(2)))}">{m.group(1)}</a>',
                escaped,
            )
            out.append(escaped)
    return "".join(out)


def symbol_link(reference, module, prefix):
    """A link for a ``Symbol`` reference: `Type`, `Type/member(_:)` or `Module/Type`."""
    path = reference.split("-")[0] if re.search(r"-[0-9a-z(]", reference) else reference
    path = path.removeprefix(module.name + "/")
    label = html.escape(reference.split("/")[-1])
    target = module.paths.get(path)
    if target is None:
        # A member named without its overload's parameters, or by its base name only.
        base = path.split("(")[0]
        target = next((t for p, t in module.paths.items() if p.split("(")[0] == base), None)
    if target is None:
        return f"<code>{label}</code>"
    return f'<a href="{prefix}{target}"><code>{label}</code></a>'


def title_of(text):
    first = text.strip().splitlines()[0] if text.strip() else ""
    return first.lstrip("# ").strip("`") or "Untitled"


def markdown(text, module, prefix="", skip_title=False):
    """Block Markdown: headings, fenced code, lists, paragraphs."""
    lines = text.splitlines()
    out = []
    paragraph = []
    items = []

    def flush():
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph), module, prefix)}</p>")
            paragraph.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{inline(i, module, prefix)}</li>" for i in items) + "</ul>")
            items.clear()

    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        if stripped.startswith("```"):
            flush()
            code = []
            index += 1
            while index < len(lines) and not lines[index].strip().startswith("```"):
                code.append(lines[index])
                index += 1
            out.append(f"<pre><code>{html.escape(chr(10).join(code))}</code></pre>")
        elif stripped.startswith("|"):
            flush()
            rows = []
            while index < len(lines) and lines[index].strip().startswith("|"):
                rows.append(lines[index].strip())
                index += 1
            out.append(table(rows, module, prefix))
            continue
        elif stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            if not (skip_title and level == 1):
                level = min(6, level + 1)
                out.append(f"<h{level}>{inline(stripped.lstrip('# '), module, prefix)}</h{level}>")
        elif re.match(r"[-*] ", stripped):
            if paragraph:
                flush()
            items.append(stripped[2:])
        elif items and line.startswith("  ") and stripped:
            items[-1] += " " + stripped
        elif not stripped:
            flush()
        else:
            if items:
                flush()
            paragraph.append(stripped)
        index += 1
    flush()
    return "\n".join(out)


def table(rows, module, prefix):
    """A Markdown table: a header row, the `| --- |` row, then the body rows."""

    def cells(row):
        # A `|` inside `code` belongs to the cell (written `\|` in a table).
        row = row.strip().removeprefix("|").removesuffix("|")
        return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", row)]

    head, body = cells(rows[0]), [cells(row) for row in rows[2:]]
    text = "<table><thead><tr>" + "".join(f"<th>{inline(c, module, prefix)}</th>" for c in head) + "</tr></thead><tbody>"
    for row in body:
        text += "<tr>" + "".join(f"<td>{inline(c, module, prefix)}</td>" for c in row) + "</tr>"
    return text + "</tbody></table>"


def declaration(symbol):
    fragments = symbol.get("declarationFragments") or []
    text = "".join(fragment["spelling"] for fragment in fragments) or symbol["names"]["title"]
    return f'<pre class="decl"><code>{html.escape(text)}</code></pre>'


def abstract(symbol):
    text = doc_text(symbol).strip()
    return text.split("\n\n")[0].replace("\n", " ") if text else ""


def symbol_section(symbol, module, heading):
    where = symbol.get("location", {})
    uri = where.get("uri", "")
    source = ("Sources/" + uri.split("/Sources/")[-1]) if "/Sources/" in uri else ""
    line = where.get("position", {}).get("line", 0) + 1
    kind = symbol["kind"]["displayName"]
    return (
        f'<div class="symbol" id="{anchor_of(symbol)}"><h{heading}>{html.escape(symbol["names"]["title"])}</h{heading}>'
        f"{declaration(symbol)}{markdown(doc_text(symbol), module)}"
        f'<p class="where">{html.escape(kind)}{f" · {source}:{line}" if source else ""}</p></div>'
    )


def write_module(module, output):
    folder = output / module.name
    folder.mkdir(parents=True, exist_ok=True)
    crumbs = [("Modules", "../index.html"), (module.name, "index.html")]
    for name, symbols in module.pages.items():
        top = [s for s in symbols if len(s["pathComponents"]) == 1]
        members = [s for s in symbols if len(s["pathComponents"]) > 1]
        body = f"<h1>{html.escape(name)}</h1>"
        body += "".join(symbol_section(s, module, 2) for s in top)
        if not top:
            body += f"<p>Members {module.name} adds to <code>{html.escape(name)}</code>.</p>"
        if members:
            body += "<h2>Members</h2>" + "".join(symbol_section(s, module, 3) for s in members)
        (folder / file_name(name)).write_text(page(f"{name} – {module.name}", crumbs, body))
    for name, text in module.articles.items():
        PAGE.update(source=f"{module.catalog}/{name}.md", depth=1)
        (folder / file_name(name)).write_text(page(title_of(text), crumbs, markdown(text, module)))
    for image in module.images:
        shutil.copyfile(image, folder / image.name)
    main = module.main.split("\n## Topics")[0]
    PAGE.update(source=f"{module.catalog}/{module.name}.md", depth=1)
    body = f"<h1>{module.name}</h1>" + markdown(main, module, skip_title=True)
    if module.articles:
        body += "<h2>Articles</h2><ul>" + "".join(
            f'<li><a href="{file_name(n)}">{html.escape(title_of(t))}</a></li>' for n, t in module.articles.items()
        ) + "</ul>"
    body += "<h2>Symbols</h2><ul>"
    for name, symbols in module.pages.items():
        top = next((s for s in symbols if len(s["pathComponents"]) == 1), None)
        summary = inline(abstract(top), module, "") if top else f"members added to <code>{html.escape(name)}</code>"
        body += f'<li><a href="{file_name(name)}"><code>{html.escape(name)}</code></a> — {summary}</li>'
    body += "</ul>"
    (folder / "index.html").write_text(page(module.name, crumbs, body))


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    output = pathlib.Path(arguments[0])
    modules = []
    for spec in arguments[1:]:
        name, graphs, catalog = spec.split(":", 2)
        modules.append(Module(name, graphs, catalog))
    output.mkdir(parents=True, exist_ok=True)
    modules_list = "<h2>Modules</h2><ul>"
    for module in modules:
        write_module(module, output)
        # The main article's first paragraph, its summary.
        PAGE.update(source=None, depth=0)
        paragraph = module.main.split("\n\n")[1] if module.main.count("\n\n") else ""
        summary = inline(" ".join(paragraph.split()), module, f"{module.name}/")
        modules_list += f'<li><a href="{module.name}/index.html">{module.name}</a> — {summary}</li>'
    modules_list += "</ul>"
    # The README is the site's front page too, its links to the articles leading to their
    # pages; then the modules.
    crumbs = [("Modules", "index.html")]
    for source, target in SITE_PAGES.items():
        text = pathlib.Path(source).read_text() if pathlib.Path(source).exists() else ""
        PAGE.update(source=source, depth=0)
        body = markdown(text, Document()) + (modules_list if target == "index.html" else "")
        (output / target).write_text(page(title_of(text) if text else "TextPreviews", crumbs, body))
    count = sum(len(m.symbols) for m in modules)
    print(f"wrote {output}/index.html: {len(modules)} modules, {count} symbols")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
