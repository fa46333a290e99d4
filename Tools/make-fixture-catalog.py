#!/usr/bin/env python3
"""Writes the small catalog the screen goldens render (Tests/PickerTUITests/Fixtures/catalog.json):
a few foods of each section of Resources/catalog.json, copied with their figures, so that the
goldens stay as they are when the real catalog gains a dish. Run it on purpose only (then read
every golden that changes): python3 Tools/make-fixture-catalog.py

With --nutrients, the committed fixture is kept food for food and only its nutrition figures and
household measure are made again from each food's own SR28 row, as Tools/make-catalog.py makes them: a nutrient added
to Data/nutrients.tsv reaches the fixture without moving a golden."""
import importlib.util, json, pathlib, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/PickerTUITests/Fixtures/catalog.json"

if "--nutrients" in sys.argv:
    spec = importlib.util.spec_from_file_location("make_catalog", ROOT / "Tools/make-catalog.py")
    pipeline = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pipeline)
    rows = {row["ndb_no"]: row for row in pipeline.SR}
    fixture = json.load(open(OUT))
    for food in fixture["foods"]:
        old = food["nutrition"]
        made = pipeline.usda_nutrients(rows[old["usdaNdb"]])
        food["nutrition"] = {**made, **{k: v for k, v in old.items() if k not in made and k != "per100g"}}
        measure = pipeline.household_measure(rows[old["usdaNdb"]])
        if measure:
            food["measure"] = measure
        else:
            food.pop("measure", None)
    json.dump(fixture, open(OUT, "w"), ensure_ascii=False, indent=1)
    print(f"{len(fixture['foods'])} foods' nutrition from SR28 -> {OUT.relative_to(ROOT)}")
    sys.exit(0)
catalog = json.load(open(ROOT / "Resources/catalog.json"))
# Foods the screen tests name, and their plant swaps.
NAMED = {"egg", "beef", "ground-beef", "salmon", "tofu", "milk", "shrimp", "lentils", "soy-mince", "chicken",
         "soy-milk", "kidney-beans", "chickpeas", "black-beans", "green-beans", "baked-beans", "oat-milk", "cheese",
         "vegan-cheese", "butter", "margarine", "steak", "creme-fraiche"}
PER_SECTION = 3

foods, taken = [], {}
for food in catalog["foods"]:
    if "recipe" in food:
        continue  # a dish needs its ingredients; the fixture keeps plain foods
    count = taken.get(food["section"], 0)
    if food["id"] in NAMED or count < PER_SECTION:
        foods.append(food)
        taken[food["section"]] = count + 1
sections = [s for s in catalog["sections"] if s["id"] in taken]
for section in sections:
    if section.get("generic") and section["generic"] not in {f["id"] for f in foods}:
        del section["generic"]
out = OUT
out.parent.mkdir(exist_ok=True)
json.dump({"sources": catalog["sources"], "sections": sections, "foods": foods}, open(out, "w"), ensure_ascii=False, indent=1)
print(f"{len(foods)} foods in {len(sections)} sections -> {out.relative_to(ROOT)}")
