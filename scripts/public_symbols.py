"""Which symbols of a symbol graph are public API that must be documented: shared by
scripts/doc-coverage.py (the coverage check) and scripts/docs-site.py (the static site), so
the pages and the count always speak of the same symbols."""


def is_public_api(symbol):
    """Public or open, written in the source (not synthesized), and not underscored."""
    if symbol["accessLevel"] not in ("public", "open"):
        return False
    if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
        return False
    return not any(part.startswith("_") for part in symbol["pathComponents"])
