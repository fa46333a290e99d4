"""Which catalog section an FNDDS food goes to (Tools/make-fndds-tier.py).

The tier has a section of its own for each catalog section it uses ("Curries and stews
(FNDDS)", id `fndds-curries-stews`), with the catalog section's icon and meat flag, so that the
picker lists FNDDS foods after the curated ones, as it lists imports. A food's section is its
WWEIA category's (the survey's food groups, by number range below), except that a food with any
meat or fish among its ingredients, at any depth, goes to the section of the meat that weighs
most in it: a plain food counts as meat by its section alone, so meat must decide the section."""
import re

# WWEIA category number ranges (inclusive) and the catalog section of each; first match wins.
CATEGORY_SECTIONS = [
    (1002, 1208, "dairy"), (1402, 1404, "drinks"), (1602, 1822, "dairy"),
    (2002, 2010, "red-meat"), (2202, 2206, "poultry"), (2402, 2402, "fish"), (2404, 2404, "shellfish"),
    (2502, 2502, "eggs"), (2602, 2608, "red-meat"),
    (2802, 2802, "plant-proteins"), (2804, 2804, "nuts-seeds"), (2806, 2806, "meat-alternatives"),
    (3002, 3104, "curries-stews"), (3202, 3206, "pasta-rice-pizza"), (3208, 3506, "takeaway"),
    (3602, 3602, "pasta-rice-pizza"), (3702, 3730, "sandwiches"), (3802, 3802, "soups-salads"),
    (4002, 4208, "grains"), (4402, 4804, "breakfast"),
    (5002, 5404, "snacks"), (5502, 5506, "bakery-desserts"), (5702, 5704, "sweets-drinks"), (5802, 5806, "bakery-desserts"),
    (6002, 6024, "fruit"), (6402, 6430, "vegetables"), (6432, 6432, "soups-salads"), (6489, 6806, "vegetables"),
    (7002, 7804, "drinks"),
    (8002, 8004, "oils-fats"), (8006, 8008, "dairy"), (8010, 8012, "oils-fats"), (8402, 8410, "vegetables"),
    (8412, 8412, "soups-salads"), (8802, 8806, "sweets-drinks"),
    (9002, 9002, "breakfast"), (9004, 9004, "fruit"), (9006, 9006, "vegetables"), (9008, 9008, "curries-stews"),
    (9010, 9010, "dairy"), (9012, 9012, "snacks"), (9202, 9802, "drinks"),
]

# Category 9999 ("not included in a food category": ingredients, dry mixes) by the food's name.
UNCATEGORISED = [
    (r"Coffee|Tea\b|drink|beverage|Cocoa|Milk|Whey", "drinks"),
    (r"Cheese", "dairy"),
    (r"Wheat|Oat|bread|bun|Breading|Yeast", "grains"),
    (r"oil", "oils-fats"),
    (r"sauce|Gravy", "soups-salads"),
]


def section_of(category, name):
    """The catalog section of a food that holds no meat."""
    number = int(category)
    for low, high, section in CATEGORY_SECTIONS:
        if low <= number <= high:
            return section
    for pattern, section in UNCATEGORISED:
        if re.search(pattern, name, re.IGNORECASE):
            return section
    return "vegetables"
