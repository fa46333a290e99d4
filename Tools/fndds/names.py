"""Readable names for FNDDS foods (Tools/make-fndds-tier.py).

FNDDS names the general food of a kind with "not specified" clauses: "Pork, NS as to cut,
cooked, NS as to fat eaten" is pork, cooked, whatever the cut and the fat; "Pancakes, NFS" is
pancakes. The clause says what is *not* known, so leaving it out keeps what the name says of
the food: the shorter name is the general food, and every specific one keeps its own words
("Pork, cooked, lean only eaten"). Where two foods would then share a name, each keeps its
clauses, written as "any cut" (and "NFS" as "any kind"); where that is not enough either, the FNDDS code is appended."""
import re

# ", NS as to fat eaten" / ", NS to fat eaten" / ", NFS" / " or NFS" / "(NS as to ...)".
CLAUSE = re.compile(r",\s*NS (?:as )?to [^,()]*?(?=\s*[,(]|$)|\s*\(NS (?:as )?to [^)]*\)|,\s*NFS\b|\s+or NFS\b|\bNFS\b")
SPACES = re.compile(r"\s{2,}")


def shortened(name):
    """The name without its "not specified" clauses."""
    text = CLAUSE.sub("", name)
    text = SPACES.sub(" ", text).strip(" ,")
    return text or name


def spelled_out(name):
    """The name with each clause written as "any ..." instead of left out."""
    text = re.sub(r"\bNS (?:as )?to (?:type of |kind of )?", "any ", name)
    text = re.sub(r",\s*NFS\b", ", any kind", text)
    return SPACES.sub(" ", text).strip(" ,")


def unique_names(foods):
    """{code: name} for [(code, FNDDS name)], every name different (case aside)."""
    def clashes(names):
        seen = {}
        for code, name in names.items():
            seen.setdefault(name.lower(), []).append(code)
        return {code for codes in seen.values() if len(codes) > 1 for code in codes}

    names = {code: shortened(name) for code, name in foods}
    original = dict(foods)
    for code in clashes(names):
        names[code] = spelled_out(original[code])
    for code in clashes(names):
        names[code] = f"{names[code]} (FNDDS {code})"
    return names
