#!/usr/bin/env python3
"""Builds the built-in catalog's second tier from USDA FNDDS 2017-2018: Resources/fndds.json (a
catalog file of plain foods, read like an import and searched below the curated foods) and
Resources/fndds-trace.tsv (each food's recipe with every ingredient's footprint and where it
comes from, for `show`). Reads Data/fndds-2017-2018/ (Tools/compact-fndds.py), Data/usda-sr28-*,
Data/nutrients.tsv and the curated catalog, Resources/catalog.json, whose product mapping of
SR28 rows it reuses (Tools/fndds/ingredient_rules.py).

A food's footprint per kg as eaten is its ingredients' kg CO2e over its weight after cooking:
sum(grams_i x kgCO2e_per_kg_i) / (sum(grams_i) x (1 + moisture change / 100)), an ingredient
that is another FNDDS food taking that food's own figure (followed to any depth); a composite
SR28 row (fast food, restaurant dishes, baby foods) is priced by what it holds
(Tools/fndds/composites.py). No food is written below what its meat alone makes (the meat
floor, `floor_problems`): the script exits 1 and writes nothing. Run:
python3 Tools/make-fndds-tier.py [--quiet] [--out FILE] [--trace FILE] [--unresolved FILE]"""
import csv, json, pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tools/fndds"))
import ingredient_rules as rules  # noqa: E402
from composites import COMPOSITES  # noqa: E402
from names import unique_names  # noqa: E402
from sections import section_of  # noqa: E402

FNDDS = ROOT / "Data/fndds-2017-2018"
MEAT_SECTIONS = ["red-meat", "poultry", "game", "fish", "shellfish"]
CITATION = ("USDA Agricultural Research Service, Food Surveys Research Group. Food and Nutrient Database for "
            "Dietary Studies 2017-2018 (USDA FNDDS 2017-2018).")


def option(name, default):
    if name in sys.argv[:-1]:
        return pathlib.Path(sys.argv[sys.argv.index(name) + 1])
    return default


def tsv(path):
    return list(csv.DictReader(open(path, encoding="utf-8"), delimiter="\t"))


PN = {r["product"]: float(r["ghg_kgco2e_per_kg"]) for r in tsv(ROOT / "Data/poore-nemecek-2018-per-product.tsv") if r["ghg_kgco2e_per_kg"]}
SR = {r["ndb_no"].lstrip("0"): r for r in tsv(ROOT / "Data/usda-sr28-foods.tsv")}
NUTRIENTS = [r for r in csv.DictReader([l for l in open(ROOT / "Data/nutrients.tsv") if not l.startswith("#")], delimiter="\t")]
OWN_FIELDS = {"kcal": "kcalPer100g", "protein": "proteinPer100g", "fibre": "fibrePer100g"}
CURATED = json.load(open(ROOT / "Resources/catalog.json", encoding="utf-8"))
CURATED_SECTIONS = {s["id"]: s for s in CURATED["sections"]}


def curated_mapping():
    """SR28 code -> (kg per kg, how, product, proxy, meat section or None) from the curated plain foods."""
    mapping, by_id = {}, {}
    for food in CURATED["foods"]:
        if "recipe" in food:
            continue
        by_id[food["id"]] = food
        footprint = food["footprint"]
        section = food["section"] if CURATED_SECTIONS[food["section"]]["countsAsMeat"] else None
        ndb = food["nutrition"]["usdaNdb"].lstrip("0")
        mapping.setdefault(ndb, (footprint["kgCO2ePerKg"], f"curated {food['id']}", footprint["product"], footprint["proxy"], section))
        raw = footprint.get("yield", {}).get("rawUsdaNdb")
        if raw:
            product = footprint["product"]
            mapping.setdefault(raw.lstrip("0"), (PN[product], f"curated {food['id']} (its raw row)", product, footprint["proxy"], section))
    return mapping, by_id


CURATED_ROWS, CURATED_FOODS = curated_mapping()
CURATED_ALL = {food["id"]: food for food in CURATED["foods"]}
# The study's products that are meat or fish: a line that holds meat is priced by one of them
# (directly or through a curated food), by a curated proxy the curated catalog states, or by a
# composite recipe that holds them; its meat floor is what that meat alone makes per kg.
MEAT_PRODUCTS = {"Beef (beef herd)", "Beef (dairy herd)", "Lamb & Mutton", "Pig Meat", "Poultry Meat", "Fish (farmed)", "Prawns (farmed)"}


def meat_section(food):
    return food["section"] if CURATED_SECTIONS[food["section"]]["countsAsMeat"] else None


def meat_weight(food):
    """The share of a curated meat food's weight that is meat, for filing a food under the meat
    that weighs most in it: a stock's is its meat over its weight (1 / its yield above 1), so
    that 420 g of chicken broth no longer outweighs 340 g of ground beef (issue 34)."""
    factor = food["footprint"].get("yield", {}).get("factor", 1.0)
    return 1.0 / factor if factor > 1 else 1.0


def curated_floor(kg, product, section):
    """The kg CO2e per kg that a curated plain food's meat alone makes: the study's meat figure
    (a cooked food's figure over its yield is above it, a stock's below it, being mostly water),
    or its own figure where the curated catalog prices a meat food by a stated proxy (oyster
    sauce as sugar, mussels as pulses); 0 for a food that is not meat."""
    if section is None:
        return 0.0
    return min(kg, PN[product]) if product in MEAT_PRODUCTS else kg


COMPOSED = {}


def composed(fid):
    """(kg CO2e per kg, {meat section: share of weight}, meat floor per kg) of a curated food,
    a dish's from its recipe as the app composes it (grams-weighted, recursively)."""
    if fid in COMPOSED:
        return COMPOSED[fid]
    food = CURATED_ALL[fid]
    if "recipe" not in food:
        footprint, section = food["footprint"], meat_section(food)
        kg = footprint["kgCO2ePerKg"]
        result = (kg, {section: meat_weight(food)} if section else {}, curated_floor(kg, footprint["product"], section))
    else:
        items = food["recipe"]["ingredients"]
        total = sum(i["grams"] for i in items)
        kg, meat, floor = 0.0, {}, 0.0
        for item in items:
            inner_kg, inner_meat, inner_floor = composed(item["id"])
            kg += inner_kg * item["grams"] / total
            floor += inner_floor * item["grams"] / total
            for section, share in inner_meat.items():
                meat[section] = meat.get(section, 0) + share * item["grams"] / total
        result = (kg, meat, floor)
    COMPOSED[fid] = result
    return result
# Each rule is named in the trace by its number in ingredient_rules.RULES, counting from 1.
RULES = [(number, re.compile(pattern, re.IGNORECASE), target) for number, (pattern, target) in enumerate(rules.RULES, 1)]


def meat_of(description, group, target_section):
    """The meat section an SR28 row or FNDDS-own ingredient makes its food, or None. A row that
    says it holds no meat holds none, whatever rule priced it ("Chicken, meatless, breaded,
    fried" was read as the curated fried chicken, and counted as poultry)."""
    if re.search(rules.NOT_MEAT, description, re.IGNORECASE):
        return None
    if target_section:
        return target_section
    for pattern, section in rules.WITH_MEAT:
        if re.search(pattern, description, re.IGNORECASE):
            return section
    if description.startswith("Game meat"):
        return "game"
    if description.startswith(("Mollusks", "Crustaceans")):
        return "shellfish"
    if group in rules.MEAT_GROUPS:
        return rules.MEAT_GROUPS[group]
    if group in rules.COMPOSITE_GROUPS or group == "":
        for pattern, section in rules.MEAT_WORDS:
            if re.search(pattern, description, re.IGNORECASE):
                return section
    return None


def by_rules(description, group):
    """(kg per kg, how, product, proxy, meat section) of an SR28 row no curated food uses."""
    for number, pattern, target in RULES:
        if pattern.search(description):
            how = f"rule {number}"
            if target == rules.ZERO:
                return 0.0, how + " (no footprint: water, salt, additive)", "none", True, None
            if target.startswith("food:"):
                food = CURATED_FOODS[target[5:]]
                section = food["section"] if CURATED_SECTIONS[food["section"]]["countsAsMeat"] else None
                return (food["footprint"]["kgCO2ePerKg"], how + f" -> curated {food['id']}", food["footprint"]["product"], True,
                        meat_of(description, group, section))
            return PN[target], how, target, True, meat_of(description, group, None)
    product = rules.GROUPS.get(group)
    if product is None:
        return None
    return PN[product], f"food group {group}", product, True, meat_of(description, group, None)


COMPOSITE_RULES = [(number, re.compile(pattern, re.IGNORECASE), target) for number, (pattern, target) in enumerate(COMPOSITES, 1)]


PRODUCT_SECTIONS = {"Beef (beef herd)": "red-meat", "Beef (dairy herd)": "red-meat", "Lamb & Mutton": "red-meat", "Pig Meat": "red-meat",
                    "Poultry Meat": "poultry", "Fish (farmed)": "fish", "Prawns (farmed)": "shellfish"}


def component(target):
    """(kg per kg, {meat section: share}, meat floor per kg) of a curated food, dish or product."""
    if target.startswith(("food:", "dish:")):
        return composed(target[5:])
    section = PRODUCT_SECTIONS.get(target)
    return PN[target], {section: 1.0} if section else {}, PN[target] if section else 0.0


def by_composites(description, group, protein):
    """(kg per kg, how, product, proxy, {meat section: share}, meat floor) of a composite row that
    a rule of Tools/fndds/composites.py reads, or None."""
    for number, pattern, target in COMPOSITE_RULES:
        if not pattern.search(description):
            continue
        how = f"composite {number}"
        if target.startswith("dish:"):
            kg, meat, floor = component(target)
            return kg, f"{how} -> curated dish {target[5:]}", "curated recipe", True, meat, floor
        if target.startswith("food:"):
            kg, meat, floor = component(target)
            return kg, f"{how} -> curated {target[5:]}", CURATED_ALL[target[5:]]["footprint"]["product"], True, meat, floor
        if target.startswith("protein:"):
            food = CURATED_ALL[target[8:]]
            share = min(1.0, protein / food["nutrition"]["proteinPer100g"])
            kg, meat, floor = composed(food["id"])
            rest = PN[rules.GROUPS[group]]
            return (share * kg + (1 - share) * rest, f"{how} -> {share:.0%} curated {food['id']} by protein, the rest {rules.GROUPS[group]}",
                    food["footprint"]["product"], True, {s: v * share for s, v in meat.items()}, floor * share)
        parts = [part.split("=") for part in target[4:].split("+")]
        kg, meat, floor = 0.0, {}, 0.0
        for name, share in parts:
            inner_kg, inner_meat, inner_floor = component(name)
            kg += inner_kg * float(share)
            floor += inner_floor * float(share)
            for section, value in inner_meat.items():
                meat[section] = meat.get(section, 0) + value * float(share)
        names = ", ".join(f"{float(share):.0%} {name.split(':')[-1]}" for name, share in parts)
        return kg, f"{how} -> {names}, the rest water", "mixed", True, meat, floor
    return None


class Tier:
    def __init__(self):
        self.nutrients = {r["Food code"]: r for r in csv.DictReader(open(FNDDS / "nutrient-values.csv", encoding="utf-8"))}
        self.recipes = {}
        for row in tsv(FNDDS / "ingredients.tsv"):
            self.recipes.setdefault(row["Food code"], []).append(row)
        self.portions = {}
        for row in tsv(FNDDS / "portions.tsv"):
            self.portions.setdefault(row["Food code"], []).append(row)
        self.other_names = {r["Food code"]: r["Additional food description"] for r in tsv(FNDDS / "other-names.tsv")}
        self.memo = {}
        self.line_floor = {}
        self.unresolved = {}
        self.counts = {"curated": 0, "composite": 0, "rule": 0, "group": 0, "fndds": 0, "unresolved": 0}

    def ingredient(self, row, depth):
        """(kg per kg, how, product, proxy, {meat section: grams share}, meat floor per kg) of one
        recipe line; the floor is None for a line that holds meat priced by no meat (unexplained)."""
        code, description = row["Ingredient code"], row["Ingredient description"]
        if code in self.recipes:
            kg, meat = self.footprint(code, depth + 1)
            self.counts["fndds"] += 1
            return kg, f"FNDDS {code}", "FNDDS recipe", True, meat, self.memo[code][4]
        if code in CURATED_ROWS:
            kg, how, product, proxy, meat = CURATED_ROWS[code]
            self.counts["curated"] += 1
            share = 1.0 if "raw row" in how else meat_weight(CURATED_FOODS[how.split()[1]])
            return kg, how, product, proxy, {meat: share} if meat else {}, curated_floor(kg, product, meat)
        sr = SR.get(code)
        # FNDDS's own codes ("REDUCED SODIUM: Salami, ...") are read by the same rules on their
        # description, with no food group.
        text = re.sub(r"^REDUCED SODIUM:\s*", "", sr["long_desc"] if sr else description)
        group = sr["food_group"] if sr else ""
        composite = by_composites(text, group, float(sr["protein_g"] or 0) if sr else 0.0)
        if composite is not None:
            self.counts["composite"] += 1
            return composite
        found = by_rules(text, group)
        if found is None:
            # Unresolved: named in Data/fndds-2017-2018/unresolved-ingredients.tsv, and priced at 0
            # kg CO2e with its weight kept (what is left, "Vitamin D as ingredient", weighs under a gram).
            self.unresolved[code] = description
            self.counts["unresolved"] += 1
            return 0.0, "unresolved (counted as 0 kg CO2e)", "none", True, {}, 0.0
        kg, how, product, proxy, meat = found
        self.counts["group" if how.startswith("food group") else "rule"] += 1
        curated = re.search(r"-> curated (\S+)", how)
        if meat is None:
            floor = 0.0
        elif product in MEAT_PRODUCTS:
            floor = min(kg, PN[product])
        elif curated and meat_section(CURATED_ALL[curated.group(1)]):
            floor = kg  # a meat food the curated catalog prices by a stated proxy (clams as pulses)
        else:
            floor = None  # meat priced as a plant: "with pork" beans as beans

        share = meat_weight(CURATED_ALL[curated.group(1)]) if curated else 1.0
        return kg, how, product, proxy, {meat: share} if meat else {}, floor

    def footprint(self, code, depth=0):
        """(kg CO2e per kg as eaten, {meat section: share of the food's weight}) of an FNDDS food.
        Its memo also keeps the moisture change, the priced lines and the meat floor: the kg CO2e
        per kg as eaten that its meat alone makes (None when a line holds meat priced by none)."""
        if code in self.memo:
            return self.memo[code][:2]
        if depth > 32:
            raise SystemExit(f"FNDDS {code}: recipes nest deeper than 32 (a cycle?)")
        lines, total, carbon, meat, floor = [], 0.0, 0.0, {}, 0.0
        moisture = 0.0
        for row in sorted(self.recipes[code], key=lambda r: int(r["Seq num"])):
            grams = float(row["Ingredient weight (g)"])
            moisture = float(row["Moisture change (%)"] or 0)  # 13 lines of 2 foods leave it empty: no change
            kg, how, product, proxy, inner, inner_floor = self.ingredient(row, depth)
            self.line_floor[(code, row["Ingredient code"])] = inner_floor
            total += grams
            carbon += grams * kg
            floor = None if floor is None or inner_floor is None else floor + grams * inner_floor
            for section, share in inner.items():
                meat[section] = meat.get(section, 0) + share * grams
            lines.append((row["Ingredient code"], row["Ingredient description"], grams, kg, product, how))
        eaten = total * (1 + moisture / 100)
        per_kg = carbon / eaten if eaten > 0 else 0.0
        shares = {section: grams / total for section, grams in meat.items()} if total > 0 else {}
        if floor is not None:
            floor = floor / eaten if eaten > 0 else 0.0
        self.memo[code] = (per_kg, shares, moisture, lines, floor)
        return per_kg, shares

    def portions_of(self, code):
        """(little, some, lot) grams: "Some" is the survey's "Quantity not specified"; "A little"
        the largest household portion at most 3/4 of it and at least 1/4, else half of it; "A
        lot" the smallest at least 4/3 of it and at most 3 times, else twice it; whole grams, 1-5000."""
        weights = [(r["Portion description"], float(r["Portion weight (g)"])) for r in self.portions.get(code, [])]
        typical = [w for d, w in weights if d == "Quantity not specified" and w > 0]
        others = sorted(w for d, w in weights if d != "Quantity not specified" and w > 0)
        if typical:
            some = typical[0]
        elif others:
            some = others[len(others) // 2]  # no typical serving: the middle household portion
        else:
            some = 100.0
        smaller = [w for w in others if some / 4 <= w <= some * 3 / 4]
        larger = [w for w in others if some * 4 / 3 <= w <= some * 3]
        little = smaller[-1] if smaller else some / 2
        lot = larger[0] if larger else some * 2
        clamp = lambda grams: max(1, min(5000, int(round(grams))))
        # In whole grams a 1 g serving (a sweetener) has no smaller one; "A lot" stays above "Some".
        some = clamp(some)
        return min(clamp(little), some), some, max(clamp(lot), some + 1)

    def nutrition(self, code, name):
        row = self.nutrients[code]
        nutrition, per100g = {}, {}
        for nutrient in NUTRIENTS:
            text = row.get(nutrient["fndds_column"], "")
            if text == "":
                continue
            value = round(float(text) * float(nutrient["usda_factor"]), 6)
            value = min(value, float(nutrient["max_per_100g"]))
            if nutrient["id"] in OWN_FIELDS:
                nutrition[OWN_FIELDS[nutrient["id"]]] = value
            else:
                per100g[nutrient["id"]] = value
        nutrition["per100g"] = per100g
        nutrition["usdaNdb"] = f"FNDDS {code}"
        nutrition["usdaDescription"] = name
        return nutrition


ALIAS_SKIP = re.compile(r"\bNS\b|\bNFS\b|^(?:fried|baked|broiled|sauteed|grilled|roasted|steamed|boiled|raw|cooked|plain)\b", re.IGNORECASE)


def aliases(text, name):
    """FNDDS's other names for a food, as search aliases: not its "NS as to" notes, not the
    cooking words that say how rather than what."""
    seen, out = {name.lower()}, []
    for part in text.split(";"):
        part = part.strip()
        if 2 <= len(part) <= 100 and not ALIAS_SKIP.search(part) and part.lower() not in seen:
            seen.add(part.lower())
            out.append(part)
    return out


def floor_problems(tier, codes):
    """Every FNDDS food whose footprint is below what its meat alone makes, or that holds meat
    in a line priced by no meat (a composite row that no rule of Tools/fndds/composites.py reads,
    a meat row priced by its food group), each with the lines that say why. Issue 34: 74 meat
    dishes (fast-food pizza, burgers, lasagne, chili) were priced as wheat."""
    problems = []
    for code in codes:
        per_kg, _, _, lines, floor = tier.memo[code]
        name = tier.nutrients[code]["Main food description"]
        if floor is None:
            unexplained = [f"{ingredient} {description!r} ({how})" for ingredient, description, _, _, _, how in lines
                           if tier.line_floor.get((code, ingredient), 0.0) is None]
            problems.append(f"FNDDS {code} {name!r}: holds meat priced by no meat: " + "; ".join(unexplained))
        elif per_kg < floor * (1 - 1e-9):
            problems.append(f"FNDDS {code} {name!r}: {per_kg:.2f} kg CO2e per kg, below its meat's {floor:.2f}")
    return problems


def main():
    tier = Tier()
    codes = sorted(tier.nutrients, key=int)
    for code in codes:
        tier.footprint(code)
    problems = floor_problems(tier, codes)
    if problems:
        for text in problems:
            print(f"make-fndds-tier: {text}", file=sys.stderr)
        sys.exit(f"make-fndds-tier: {len(problems)} food(s) below their meat's floor or with meat priced by none; nothing written")
    names = unique_names([(code, tier.nutrients[code]["Main food description"]) for code in codes])
    foods, used_sections = [], set()
    for code in codes:
        per_kg, meat = tier.footprint(code)
        row = tier.nutrients[code]
        if meat:
            section = max(MEAT_SECTIONS, key=lambda s: meat.get(s, 0))
        else:
            section = section_of(row["WWEIA Category number"], row["Main food description"])
            # A food with no meat among its ingredients is not filed where a meat section would
            # count it as meat: its survey category can be a meat's ("Bacon bits", meatless).
            if CURATED_SECTIONS[section]["countsAsMeat"]:
                section = "meat-alternatives"
        used_sections.add(section)
        little, some, lot = tier.portions_of(code)
        name = names[code]
        foods.append({
            "id": f"fndds-{code}", "name": name, "section": f"fndds-{section}",
            "icon": CURATED_SECTIONS[section]["icon"],
            "aliases": aliases(tier.other_names.get(code, ""), name),
            "portions": {"little": little, "some": some, "lot": lot},
            # One product for all (the code is in the id): the compiled form interns products in
            # its JSON header, which 7,083 distinct ones made a third of the start-up.
            "footprint": {"kgCO2ePerKg": round(per_kg, 6), "product": "FNDDS 2017-2018 recipe", "proxy": True},
            "nutrition": tier.nutrition(code, row["Main food description"]),
        })
    sections = [{"id": f"fndds-{s['id']}", "name": f"{s['name']} (FNDDS)", "icon": s["icon"], "countsAsMeat": s["countsAsMeat"]}
                for s in CURATED["sections"] if s["id"] in used_sections]
    sources = [
        {"id": "usda-fndds-2017-2018", "citation": CITATION, "used_for": "nutrition, portions and recipes"},
        CURATED["sources"][0],
    ]
    catalog = {"sources": sources, "sections": sections, "foods": foods}
    out = option("--out", ROOT / "Resources/fndds.json")
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(catalog, handle, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        handle.write("\n")
    with open(option("--trace", ROOT / "Resources/fndds-trace.tsv"), "w", encoding="utf-8") as handle:
        # One line per ingredient: food code, ingredient code, grams, kg CO2e per kg, product,
        # how it was priced, description; a food's first line gives its moisture change.
        handle.write("# USDA FNDDS 2017-2018 recipes, priced through the catalog's product mapping (Tools/make-fndds-tier.py)\n")
        for code in codes:
            per_kg, _, moisture, lines, _ = tier.memo[code]
            handle.write(f"F\t{code}\t{moisture:g}\t{per_kg:.6f}\n")
            for ingredient, description, grams, kg, product, how in lines:
                handle.write(f"I\t{ingredient}\t{grams:g}\t{kg:.6f}\t{product}\t{how}\t{description}\n")
    with open(option("--unresolved", FNDDS / "unresolved-ingredients.tsv"), "w", encoding="utf-8") as handle:
        handle.write("# Ingredient codes of FNDDS 2017-2018 that are neither SR28 rows nor FNDDS foods and that no rule of\n")
        handle.write("# Tools/fndds/ingredient_rules.py reads: each is priced at 0 kg CO2e, its weight kept (Tools/make-fndds-tier.py).\n")
        handle.write("code\tdescription\n")
        for code in sorted(tier.unresolved, key=int):
            handle.write(f"{code}\t{tier.unresolved[code]}\n")
    if "--quiet" not in sys.argv:
        meat = sum(1 for f in foods if f["section"][6:] in MEAT_SECTIONS)
        print(f"{len(foods)} FNDDS foods ({meat} with meat or fish) in {len(sections)} sections; ingredient lines priced: "
              + ", ".join(f"{k} {v}" for k, v in tier.counts.items()) + f"; unresolved codes: {sorted(tier.unresolved)}")


if __name__ == "__main__":
    main()
