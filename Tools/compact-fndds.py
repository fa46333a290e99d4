#!/usr/bin/env python3
"""Writes the compact FNDDS 2017-2018 tables that Tools/make-fndds-tier.py reads, from USDA's
CSV files (../shared/data/fndds-2017-2018 by default): the same rows with only the columns the
tier needs, tab-separated, so that the repository keeps 1.5 MB instead of 7.7 MB. The values are
USDA's, unchanged. Run: python3 Tools/compact-fndds.py [--from DIR]"""
import csv, pathlib, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = pathlib.Path(sys.argv[sys.argv.index("--from") + 1]) if "--from" in sys.argv else ROOT.parent / "shared/data/fndds-2017-2018"
OUT = ROOT / "Data/fndds-2017-2018"

# file, columns kept (in this order), and which rows: every row unless a filter says otherwise.
TABLES = [
    ("ingredients.csv", "ingredients.tsv",
     ["Food code", "Seq num", "Ingredient code", "Ingredient description", "Ingredient weight (g)", "Moisture change (%)"], None),
    # A subcode is a variant of the food (a brand, a flavour) with its own portions; the tier
    # keeps the food's own portions only.
    ("portions-and-weights.csv", "portions.tsv",
     ["Food code", "Seq num", "Portion description", "Portion weight (g)"], lambda row: not row["Subcode"]),
    ("foods-and-beverages.csv", "other-names.tsv",
     ["Food code", "Additional food description"], lambda row: row["Additional food description"]),
]


def main():
    for source, target, columns, keep in TABLES:
        with open(SOURCE / source, newline="", encoding="utf-8") as inp, open(OUT / target, "w", encoding="utf-8") as out:
            out.write("\t".join(columns) + "\n")
            for row in csv.DictReader(inp):
                if keep is None or keep(row):
                    out.write("\t".join(row[c].replace("\t", " ") for c in columns) + "\n")


if __name__ == "__main__":
    main()
