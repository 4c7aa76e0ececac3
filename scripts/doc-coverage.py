"""Documentation coverage of one module's symbol graph (used by scripts/build-docs).

Counts the public declarations a user meets in completion and docs: not compiler-synthesized
members, and not underscored plumbing. A declaration that implements a documented protocol
requirement counts as documented (its doc is inherited, as DocC shows it), and so does a
compiler-generated `$name` projection (a `@TaskLocal`'s, which has no source line to comment)
when `name` is documented. Prints one line
`Module: N of M public symbols documented (P %)` and exits 1 when any is missing.
"""
import json
import sys

from public_symbols import is_public_api

module, path, list_missing = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
graph = json.load(open(path))


def has_doc(symbol):
    comment = symbol.get("docComment") or {}
    return any(line.get("text", "").strip() for line in comment.get("lines", []))


documented_paths = {tuple(s["pathComponents"]) for s in graph["symbols"] if has_doc(s)}
total = 0
missing = []
for symbol in graph["symbols"]:
    if not is_public_api(symbol):
        continue
    total += 1
    path_components = symbol["pathComponents"]
    if "location" not in symbol and path_components[-1].startswith("$"):
        wrapped = tuple(path_components[:-1]) + (path_components[-1][1:],)
        if wrapped in documented_paths:
            continue
    if not has_doc(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        line = symbol.get("location", {}).get("position", {}).get("line", 0) + 1
        where = uri.split("/Sources/")[-1] if "/Sources/" in uri else uri
        missing.append(f"  Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])}")
documented = total - len(missing)
percent = 100.0 * documented / total if total else 100.0
print(f"{module}: {documented} of {total} public symbols documented ({percent:.1f} %)")
if missing and list_missing:
    print("\n".join(sorted(missing)))
sys.exit(1 if missing else 0)
