#!/usr/bin/env python3
"""Compares the energy of composed foods with a measured USDA value: every `KCAL_CHECKS` entry of
Tools/catalog/*.py names a dish id and the USDA row it was compared against, either an SR28
long_desc regex ("sr28:^Soup, ...") or an FNDDS 2017-2018 main food description regex
("fndds:^Kung pao chicken$"). The dish's kcal per 100 g, worked out from its ingredients in
Resources/catalog.json as the app does (weighted by grams, recursively), must be within a quarter
of that row. Prints one line a dish; exits 1 when any is further off or names no row.
Run: python3 Tools/check-catalog-kcal.py [--catalog FILE] [--fndds DIR]"""
import csv, importlib.util, json, pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

def option(name, default):
    if name in sys.argv[:-1]:
        return pathlib.Path(sys.argv[sys.argv.index(name) + 1])
    return default

def checks():
    found = {}
    for path in sorted((ROOT / "Tools/catalog").glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"check_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for fid, row in getattr(module, "KCAL_CHECKS", {}).items():
            found[fid] = (row, path.name)
    return found

def main():
    catalog = json.load(open(option("--catalog", ROOT / "Resources/catalog.json")))
    by_id = {f["id"]: f for f in catalog["foods"]}
    memo = {}
    def kcal(fid):
        if fid not in memo:
            food = by_id[fid]
            if "recipe" not in food:
                memo[fid] = food["nutrition"]["kcalPer100g"]
            else:
                items = food["recipe"]["ingredients"]
                total = sum(i["grams"] for i in items)
                memo[fid] = sum(kcal(i["id"]) * i["grams"] for i in items) / total
        return memo[fid]
    sr = [(r["long_desc"], float(r["kcal"])) for r in csv.DictReader(open(ROOT / "Data/usda-sr28-foods.tsv"), delimiter="\t") if r["kcal"]]
    fndds_file = option("--fndds", ROOT.parent / "shared/data/fndds-2017-2018") / "nutrient-values.csv"
    fndds = [(r["Main food description"], float(r["Energy (kcal)"])) for r in csv.DictReader(open(fndds_file))] if fndds_file.exists() else []
    bad = 0
    for fid, (row, origin) in sorted(checks().items()):
        table, _, pattern = row.partition(":")
        rows = sr if table == "sr28" else fndds
        match = next(((d, k) for d, k in rows if re.search(pattern, d)), None)
        if fid not in by_id or match is None:
            print(f"{origin}: {fid}: {'no such food' if fid not in by_id else 'no ' + table + ' row matches ' + repr(pattern)}")
            bad += 1
            continue
        ours, theirs = kcal(fid), match[1]
        off = ours / theirs - 1 if theirs else 0
        mark = "  " if abs(off) <= 0.25 else "!!"
        bad += mark == "!!"
        print(f"{mark} {fid:28} {ours:5.0f} kcal against {theirs:5.0f} ({off:+.0%}) {table}: {match[0][:60]}")
    print(f"{len(checks())} dishes compared, {bad} off by more than a quarter or unmatched")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
