#!/usr/bin/env python3
"""Builds Resources/catalog.json from the hand-written food list below and the two reference
tables in Data/ (Poore & Nemecek 2018; USDA SR28). Every figure in the catalog comes from those
tables: this script only chooses the rows, and composed foods are recipes of other foods
(Tools/catalog/README.md). Run: python3 Tools/make-catalog.py [--quiet] [--modules DIR] [--out FILE]"""
import csv, importlib.util, json, re, sys, pathlib, unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
PN = {r["product"]: r for r in csv.DictReader(open(ROOT / "Data/poore-nemecek-2018-per-product.tsv"), delimiter="\t")}
SR = list(csv.DictReader(open(ROOT / "Data/usda-sr28-foods.tsv"), delimiter="\t"))
# SR28's other nutrients, joined on ndb_no; where a column is in both, the foods table's wins (Data/README.md).
SR_MORE = {r["ndb_no"]: r for r in csv.DictReader(open(ROOT / "Data/usda-sr28-nutrients.tsv"), delimiter="\t")}
# The nutrient table (issue 19): every nutrient but the three with a field of their own goes in
# nutrition.per100g under its id, from its usda_column times usda_factor.
NUTRIENTS = list(csv.DictReader([l for l in open(ROOT / "Data/nutrients.tsv") if not l.startswith("#")], delimiter="\t"))
OWN_FIELDS = {"kcal": "kcalPer100g", "protein": "proteinPer100g", "fibre": "fibrePer100g"}

SECTIONS = [
    # id, name, icon, counts as meat by default
    ("red-meat", "Red meat", "🥩", True),
    ("poultry", "Poultry", "🍗", True),
    ("game", "Game and other meat", "🦌", True),
    ("fish", "Fish", "🐟", True),
    ("shellfish", "Shellfish and seafood", "🦐", True),
    ("dairy", "Dairy", "🧀", False),
    ("eggs", "Eggs", "🥚", False),
    ("plant-proteins", "Plant proteins", "🫘", False),
    ("meat-alternatives", "Meat alternatives", "🌱", False),
    ("grains", "Grains, bread and pasta", "🌾", False),
    ("vegetables", "Vegetables", "🥦", False),
    ("fruit", "Fruit", "🍎", False),
    ("nuts-seeds", "Nuts and seeds", "🥜", False),
    ("oils-fats", "Oils and fats", "🫒", False),
    ("sweets-drinks", "Sweets and drinks", "🍫", False),
]


def Y(raw, as_eaten):
    """A yield derived from two USDA rows: kg as eaten per kg of the study's product is
    kcal(raw or dry) / kcal(as eaten) (Data/README.md, "Figures as eaten")."""
    return (raw, as_eaten)

# id, name, section, icon, aliases, P&N product, USDA long_desc regex (as eaten), portions
# (little, some, lot) or None[, yield: a number, or Y(raw row, as-eaten row)]
FOODS = [
    # Red meat
    ("red-meat", "Red meat", "red-meat", "🥩", ["meat"], "Beef (beef herd)", r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, cooked", None, Y(r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, raw", r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, cooked")),
    ("beef", "Beef", "red-meat", "🥩", ["beef meat", "cow"], "Beef (beef herd)", r"^Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0\" fat, all grades, cooked", None, Y(r"^Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0\" fat, all grades, raw", r"^Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0\" fat, all grades, cooked")),
    ("ground-beef", "Ground beef", "red-meat", "🍔", ["mince", "minced beef", "beef mince", "hamburger meat"], "Beef (beef herd)", r"^Beef, ground, 85% lean meat / 15% fat, crumbles, cooked, pan-browned", None, Y(r"^Beef, ground, 85% lean meat / 15% fat, raw", r"^Beef, ground, 85% lean meat / 15% fat, crumbles, cooked, pan-browned")),
    ("steak", "Steak", "red-meat", "🥩", ["sirloin", "ribeye", "beef steak", "t-bone"], "Beef (beef herd)", r"^Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8\" fat, choice, cooked, broiled", (100, 200, 350), Y(r"^Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8\" fat, choice, raw", r"^Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8\" fat, choice, cooked, broiled")),
    ("roast-beef", "Roast beef", "red-meat", "🥩", ["beef roast", "pot roast"], "Beef (beef herd)", r"^Beef, rib, whole \(ribs 6-12\), separable lean and fat, trimmed to 1/8\" fat, all grades, cooked, roasted", None, Y(r"^Beef, rib, whole \(ribs 6-12\), separable lean and fat, trimmed to 1/8\" fat, all grades, raw", r"^Beef, rib, whole \(ribs 6-12\), separable lean and fat, trimmed to 1/8\" fat, all grades, cooked, roasted")),
    ("corned-beef", "Corned beef", "red-meat", "🥫", ["salt beef", "bully beef"], "Beef (beef herd)", r"^Beef, cured, corned beef, canned", None, Y(r"^Beef, cured, corned beef, brisket, raw", r"^Beef, cured, corned beef, canned")),
    ("beef-jerky", "Beef jerky", "red-meat", "🥩", ["jerky", "dried beef"], "Beef (beef herd)", r"^Snacks, beef jerky, chopped and formed", (25, 50, 100), Y(r"^Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0\" fat, all grades, raw", r"^Snacks, beef jerky, chopped and formed")),
    ("beef-patty", "Beef patty", "red-meat", "🍔", ["burger patty", "hamburger patty", "patty"], "Beef (beef herd)", r"^Beef, ground, patties, frozen, cooked, broiled", (60, 110, 220), Y(r"^Beef, ground, 80% lean meat / 20% fat, raw", r"^Beef, ground, patties, frozen, cooked, broiled")),
    ("veal", "Veal", "red-meat", "🥩", ["calf", "veal escalope"], "Beef (dairy herd)", r"^Veal, composite of trimmed retail cuts, separable lean and fat, cooked", None, Y(r"^Veal, composite of trimmed retail cuts, separable lean and fat, raw", r"^Veal, composite of trimmed retail cuts, separable lean and fat, cooked")),
    ("lamb", "Lamb", "red-meat", "🍖", ["lamb chop", "rack of lamb", "lamb leg"], "Lamb & Mutton", r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, cooked", None, Y(r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, raw", r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, cooked")),
    ("ground-lamb", "Ground lamb", "red-meat", "🍖", ["lamb mince", "minced lamb"], "Lamb & Mutton", r"^Lamb, ground, cooked, broiled", None, Y(r"^Lamb, ground, raw", r"^Lamb, ground, cooked, broiled")),
    ("mutton", "Mutton", "red-meat", "🍖", ["hogget", "sheep meat"], "Lamb & Mutton", r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, cooked", None, Y(r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, raw", r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, cooked")),
    ("pork", "Pork", "red-meat", "🍖", ["pig", "pork loin", "pork chop"], "Pig Meat", r"^Pork, fresh, composite of trimmed retail cuts \(leg, loin, shoulder, and spareribs\), separable lean and fat, cooked", None, Y(r"^Pork, fresh, composite of trimmed retail cuts \(leg, loin, shoulder, and spareribs\), separable lean and fat, raw", r"^Pork, fresh, composite of trimmed retail cuts \(leg, loin, shoulder, and spareribs\), separable lean and fat, cooked")),
    ("ground-pork", "Ground pork", "red-meat", "🍖", ["pork mince", "minced pork"], "Pig Meat", r"^Pork, fresh, ground, cooked", None, Y(r"^Pork, fresh, ground, raw", r"^Pork, fresh, ground, cooked")),
    ("bacon", "Bacon", "red-meat", "🥓", ["rashers", "streaky bacon", "back bacon"], "Pig Meat", r"^Pork, cured, bacon, cooked, baked", (25, 50, 100), Y(r"^Pork, cured, bacon, unprepared", r"^Pork, cured, bacon, cooked, baked")),
    ("ham", "Ham", "red-meat", "🍖", ["gammon", "prosciutto", "jamón"], "Pig Meat", r"^Pork, cured, ham, boneless, regular \(approximately 11% fat\), roasted", (30, 60, 120)),
    ("pork-sausage", "Pork sausage", "red-meat", "🌭", ["banger", "sausages", "bratwurst"], "Pig Meat", r"^Pork sausage, link/patty, cooked, pan-fried", (50, 100, 200), Y(r"^Pork sausage, link/patty, unprepared", r"^Pork sausage, link/patty, cooked, pan-fried")),
    ("hot-dog", "Hot dog", "red-meat", "🌭", ["frankfurter", "wiener", "frank"], "Pig Meat", r"^Frankfurter, meat$", (45, 90, 180)),
    ("salami", "Salami", "red-meat", "🍕", ["pepperoni", "chorizo", "saucisson"], "Pig Meat", r"^Salami, dry or hard, pork$|^Salami, dry or hard, pork, beef", (20, 50, 100), Y(r"^Pork, fresh, ground, raw", r"^Salami, dry or hard, pork$")),
    ("pork-ribs", "Pork ribs", "red-meat", "🍖", ["spare ribs", "spareribs", "baby back ribs"], "Pig Meat", r"^Pork, fresh, spareribs, separable lean and fat, cooked, braised", None, Y(r"^Pork, fresh, spareribs, separable lean and fat, raw", r"^Pork, fresh, spareribs, separable lean and fat, cooked, braised")),
    ("pulled-pork", "Pulled pork", "red-meat", "🍖", ["carnitas", "pork shoulder"], "Pig Meat", r"^Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted", None, Y(r"^Pork, fresh, shoulder, whole, separable lean and fat, raw", r"^Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted")),
    ("liver", "Liver", "red-meat", "🍖", ["calf liver", "beef liver", "offal"], "Beef (beef herd)", r"^Beef, variety meats and by-products, liver, cooked, pan-fried", None, Y(r"^Beef, variety meats and by-products, liver, raw", r"^Beef, variety meats and by-products, liver, cooked, pan-fried")),
    ("lard", "Lard", "red-meat", "🐖", ["pork fat"], "Pig Meat", r"^Lard$", (5, 15, 30)),
    # mostly pig skin; a by-product priced per kg like the meat (mass allocation)
    ("gelatine", "Gelatine", "red-meat", "🍮", ["gelatin", "leaf gelatine"], "Pig Meat", r"^Gelatins, dry powder, unsweetened", (2, 5, 10)),
    ("suet", "Suet", "red-meat", "🐄", ["beef suet", "shredded suet"], "Beef (beef herd)", r"^Beef, variety meats and by-products, suet, raw", (5, 15, 30)),
    ("dripping", "Dripping", "red-meat", "🐄", ["beef dripping", "meat drippings"], "Beef (beef herd)", r"^Meat drippings \(lard, beef tallow, mutton tallow\)", (5, 15, 30)),
    ("tallow", "Tallow", "red-meat", "🐄", ["beef tallow", "beef fat"], "Beef (beef herd)", r"^Fat, beef tallow", (5, 15, 30)),
    # energy of the meat in the stock
    ("beef-stock", "Beef stock", "red-meat", "🥣", ["beef broth", "beef bouillon", "consommé"], "Beef (beef herd)", r"^Soup, stock, beef, home-prepared", (100, 250, 500), Y(r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, raw", r"^Soup, stock, beef, home-prepared")),
    ("bone-broth", "Bone broth", "red-meat", "🦴", ["bone stock"], "Beef (beef herd)", r"^Soup, stock, beef, home-prepared", (100, 250, 500), Y(r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, raw", r"^Soup, stock, beef, home-prepared")),
    # Poultry
    ("poultry", "Poultry", "poultry", "🍗", ["fowl"], "Poultry Meat", r"^Chicken, broilers or fryers, meat only, roasted", None, Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Chicken, broilers or fryers, meat only, roasted")),
    ("chicken", "Chicken", "poultry", "🍗", ["chook", "roast chicken", "chicken meat"], "Poultry Meat", r"^Chicken, broilers or fryers, meat only, roasted", None, Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Chicken, broilers or fryers, meat only, roasted")),
    ("chicken-breast", "Chicken breast", "poultry", "🍗", ["chicken fillet", "chicken filet"], "Poultry Meat", r"^Chicken, broilers or fryers, breast, meat only, cooked, roasted", (75, 150, 300), Y(r"^Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw", r"^Chicken, broilers or fryers, breast, meat only, cooked, roasted")),
    ("chicken-thigh", "Chicken thigh", "poultry", "🍗", ["thighs"], "Poultry Meat", r"^Chicken, broilers or fryers, thigh, meat only, cooked, roasted", (60, 120, 240), Y(r"^Chicken, broilers or fryers, dark meat, thigh, meat only, raw", r"^Chicken, broilers or fryers, thigh, meat only, cooked, roasted")),
    ("chicken-wings", "Chicken wings", "poultry", "🍗", ["buffalo wings", "wings", "hot wings"], "Poultry Meat", r"^Chicken, broilers or fryers, wing, meat and skin, cooked, roasted", None, Y(r"^Chicken, broilers or fryers, wing, meat and skin, raw", r"^Chicken, broilers or fryers, wing, meat and skin, cooked, roasted")),
    ("chicken-nuggets", "Chicken nuggets", "poultry", "🍗", ["nuggets", "chicken tenders", "chicken goujons", "chicken dippers", "turkey dinosaurs", "mcnuggets", "chicken bites"], "Poultry Meat", r"^Chicken, broilers or fryers, breast, meat and skin, cooked, fried, batter|^Fast foods, chicken tenders", (60, 120, 240), Y(r"^Chicken, broilers or fryers, breast, meat and skin, raw", r"^Chicken, broilers or fryers, breast, meat and skin, cooked, fried, batter")),
    ("fried-chicken", "Fried chicken", "poultry", "🍗", ["kfc", "southern fried chicken", "kfc bucket", "bucket of chicken", "popeyes"], "Poultry Meat", r"^Chicken, broilers or fryers, meat and skin, cooked, fried, batter", None, Y(r"^Chicken, broilers or fryers, meat and skin, raw", r"^Chicken, broilers or fryers, meat and skin, cooked, fried, batter")),
    ("ground-chicken", "Ground chicken", "poultry", "🍗", ["chicken mince", "minced chicken"], "Poultry Meat", r"^Chicken, ground, crumbles, cooked, pan-browned", None, Y(r"^Chicken, ground, raw", r"^Chicken, ground, crumbles, cooked, pan-browned")),
    ("turkey", "Turkey", "poultry", "🦃", ["roast turkey", "turkey breast"], "Poultry Meat", r"^Turkey, whole, meat only, cooked, roasted", None, Y(r"^Turkey, whole, meat only, raw", r"^Turkey, whole, meat only, cooked, roasted")),
    ("ground-turkey", "Ground turkey", "poultry", "🦃", ["turkey mince", "minced turkey"], "Poultry Meat", r"^Ground turkey, 93% lean, 7% fat, pan-broiled crumbles", None, Y(r"^Ground turkey, 93% lean, 7% fat, raw", r"^Ground turkey, 93% lean, 7% fat, pan-broiled crumbles")),
    ("turkey-slices", "Turkey slices", "poultry", "🦃", ["deli turkey", "sliced turkey", "turkey ham"], "Poultry Meat", r"^Turkey breast, sliced, prepackaged|^Turkey, breast, sliced", (30, 60, 120)),
    ("chicken-stock", "Chicken stock", "poultry", "🥣", ["chicken broth", "chicken bouillon"], "Poultry Meat", r"^Soup, stock, chicken, home-prepared", (100, 250, 500), Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Soup, stock, chicken, home-prepared")),
    # a cube is mostly salt, starch and palm fat with a little meat extract: priced as its fat, counted as meat by its section
    ("stock-cube", "Stock cube", "poultry", "🧊", ["bouillon cube", "oxo cube", "stock pot"], "Palm Oil", r"^Soup, chicken broth cubes, dry", (2, 5, 10)),
    ("duck", "Duck", "poultry", "🦆", ["duck breast", "peking duck", "canard"], "Poultry Meat", r"^Duck, domesticated, meat only, cooked, roasted", None, Y(r"^Duck, domesticated, meat only, raw", r"^Duck, domesticated, meat only, cooked, roasted")),
    ("goose", "Goose", "poultry", "🦆", ["roast goose"], "Poultry Meat", r"^Goose, domesticated, meat only, cooked, roasted", None, Y(r"^Goose, domesticated, meat only, raw", r"^Goose, domesticated, meat only, cooked, roasted")),
    ("chicken-liver", "Chicken liver", "poultry", "🍗", ["chicken livers", "chicken liver pâté"], "Poultry Meat", r"^Chicken, liver, all classes, cooked, simmered", None, Y(r"^Chicken, liver, all classes, raw", r"^Chicken, liver, all classes, cooked, simmered")),
    # Game and other meat
    ("game", "Game", "game", "🦌", ["wild meat", "other meat"], "Poultry Meat", r"^Game meat, deer, cooked, roasted", None, Y(r"^Game meat, deer, raw", r"^Game meat, deer, cooked, roasted")),
    ("venison", "Venison", "game", "🦌", ["deer", "roe deer"], "Poultry Meat", r"^Game meat, deer, cooked, roasted", None, Y(r"^Game meat, deer, raw", r"^Game meat, deer, cooked, roasted")),
    ("rabbit", "Rabbit", "game", "🐇", ["hare", "lapin"], "Poultry Meat", r"^Game meat, rabbit, domesticated, composite of cuts, cooked, roasted", None, Y(r"^Game meat, rabbit, domesticated, composite of cuts, raw", r"^Game meat, rabbit, domesticated, composite of cuts, cooked, roasted")),
    ("bison", "Bison", "game", "🦬", ["buffalo"], "Beef (beef herd)", r"^Game meat, bison, separable lean only, cooked, roasted", None, Y(r"^Game meat, bison, separable lean only, raw", r"^Game meat, bison, separable lean only, cooked, roasted")),
    ("elk", "Elk", "game", "🦌", ["wapiti"], "Poultry Meat", r"^Game meat, elk, cooked, roasted", None, Y(r"^Game meat, elk, raw", r"^Game meat, elk, cooked, roasted")),
    ("wild-boar", "Wild boar", "game", "🐗", ["boar", "sanglier"], "Pig Meat", r"^Game meat, boar, wild, cooked, roasted", None, Y(r"^Game meat, boar, wild, raw", r"^Game meat, boar, wild, cooked, roasted")),
    ("goat", "Goat", "game", "🐐", ["goat meat", "chevon", "cabrito"], "Lamb & Mutton", r"^Game meat, goat, cooked, roasted", None, Y(r"^Goat, raw", r"^Game meat, goat, cooked, roasted")),
    ("pheasant", "Pheasant", "game", "🐦", ["game bird"], "Poultry Meat", r"^Pheasant, raw, meat only", None, Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Chicken, broilers or fryers, meat only, roasted")),
    ("quail", "Quail", "game", "🐦", ["quails"], "Poultry Meat", r"^Quail, meat only, raw", None, Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Chicken, broilers or fryers, meat only, roasted")),
    ("pigeon", "Pigeon", "game", "🐦", ["squab", "wood pigeon"], "Poultry Meat", r"^Squab, \(pigeon\), meat only, raw", None, Y(r"^Chicken, broilers or fryers, meat only, raw", r"^Chicken, broilers or fryers, meat only, roasted")),
    ("horse", "Horse", "game", "🐎", ["horse meat", "horsemeat"], "Beef (dairy herd)", r"^Game meat, horse, cooked, roasted", None, Y(r"^Game meat, horse, raw", r"^Game meat, horse, cooked, roasted")),
    ("kangaroo", "Kangaroo", "game", "🦘", ["roo"], "Poultry Meat", r"^Game meat, elk, cooked, roasted", None, Y(r"^Game meat, elk, raw", r"^Game meat, elk, cooked, roasted")),
    # Fish
    ("fish", "Fish", "fish", "🐟", ["seafood fish", "white fish"], "Fish (farmed)", r"^Fish, cod, Atlantic, cooked, dry heat", None, Y(r"^Fish, cod, Atlantic, raw", r"^Fish, cod, Atlantic, cooked, dry heat")),
    ("salmon", "Salmon", "fish", "🍣", ["smoked salmon", "lox", "saumon"], "Fish (farmed)", r"^Fish, salmon, Atlantic, farmed, cooked, dry heat", None, Y(r"^Fish, salmon, Atlantic, farmed, raw", r"^Fish, salmon, Atlantic, farmed, cooked, dry heat")),
    ("tuna", "Tuna", "fish", "🐟", ["tuna steak", "ahi"], "Fish (farmed)", r"^Fish, tuna, fresh, yellowfin, raw|^Fish, tuna, yellowfin, fresh, raw", None),
    ("canned-tuna", "Canned tuna", "fish", "🥫", ["tinned tuna", "tuna can", "tuna chunks"], "Fish (farmed)", r"^Fish, tuna, light, canned in water, drained solids", (40, 80, 160)),
    ("cod", "Cod", "fish", "🐟", ["codfish", "bacalao"], "Fish (farmed)", r"^Fish, cod, Atlantic, cooked, dry heat", None, Y(r"^Fish, cod, Atlantic, raw", r"^Fish, cod, Atlantic, cooked, dry heat")),
    ("haddock", "Haddock", "fish", "🐟", ["smoked haddock", "finnan haddie"], "Fish (farmed)", r"^Fish, haddock, cooked, dry heat", None, Y(r"^Fish, haddock, raw", r"^Fish, haddock, cooked, dry heat")),
    ("pollock", "Pollock", "fish", "🐟", ["pollack", "coley", "saithe"], "Fish (farmed)", r"^Fish, pollock, Atlantic, cooked, dry heat", None, Y(r"^Fish, pollock, Atlantic, raw", r"^Fish, pollock, Atlantic, cooked, dry heat")),
    ("trout", "Trout", "fish", "🐟", ["rainbow trout", "sea trout"], "Fish (farmed)", r"^Fish, trout, rainbow, farmed, cooked, dry heat", None, Y(r"^Fish, trout, rainbow, farmed, raw", r"^Fish, trout, rainbow, farmed, cooked, dry heat")),
    ("mackerel", "Mackerel", "fish", "🐟", ["smoked mackerel"], "Fish (farmed)", r"^Fish, mackerel, Atlantic, cooked, dry heat", None, Y(r"^Fish, mackerel, Atlantic, raw", r"^Fish, mackerel, Atlantic, cooked, dry heat")),
    ("sardines", "Sardines", "fish", "🥫", ["sardine", "pilchards"], "Fish (farmed)", r"^Fish, sardine, Atlantic, canned in oil, drained solids with bone", (40, 90, 180)),
    ("anchovies", "Anchovies", "fish", "🐟", ["anchovy", "boquerones"], "Fish (farmed)", r"^Fish, anchovy, european, canned in oil, drained solids", (10, 30, 60)),
    ("fish-sauce", "Fish sauce", "fish", "🐟", ["nam pla", "nuoc mam", "nước mắm"], "Fish (farmed)", r"^Sauce, fish, ready-to-serve", (5, 15, 30)),
    # vinegar, molasses and sugar with a little anchovy: priced as sugar, counted as fish
    ("worcestershire-sauce", "Worcestershire sauce", "fish", "🫙", ["worcester sauce", "lea & perrins"], "Cane Sugar", r"^Sauce, worcestershire", (3, 10, 20)),
    ("dashi", "Dashi", "fish", "🥣", ["dashi stock", "bonito stock", "fish stock"], "Fish (farmed)", r"^Soup, stock, fish, home-prepared", (100, 250, 500), Y(r"^Fish, cod, Atlantic, raw", r"^Soup, stock, fish, home-prepared")),
    ("herring", "Herring", "fish", "🐟", ["kipper", "pickled herring", "rollmop"], "Fish (farmed)", r"^Fish, herring, Atlantic, cooked, dry heat", None, Y(r"^Fish, herring, Atlantic, raw", r"^Fish, herring, Atlantic, cooked, dry heat")),
    ("tilapia", "Tilapia", "fish", "🐟", ["st peter's fish"], "Fish (farmed)", r"^Fish, tilapia, cooked, dry heat", None, Y(r"^Fish, tilapia, raw", r"^Fish, tilapia, cooked, dry heat")),
    ("catfish", "Catfish", "fish", "🐟", ["basa", "pangasius", "swai"], "Fish (farmed)", r"^Fish, catfish, channel, farmed, cooked, dry heat", None, Y(r"^Fish, catfish, channel, farmed, raw", r"^Fish, catfish, channel, farmed, cooked, dry heat")),
    ("sea-bass", "Sea bass", "fish", "🐟", ["seabass", "branzino", "bass"], "Fish (farmed)", r"^Fish, sea bass, mixed species, cooked, dry heat", None, Y(r"^Fish, sea bass, mixed species, raw", r"^Fish, sea bass, mixed species, cooked, dry heat")),
    ("halibut", "Halibut", "fish", "🐟", ["turbot"], "Fish (farmed)", r"^Fish, halibut, Atlantic and Pacific, cooked, dry heat", None, Y(r"^Fish, halibut, Atlantic and Pacific, raw", r"^Fish, halibut, Atlantic and Pacific, cooked, dry heat")),
    ("swordfish", "Swordfish", "fish", "🐟", ["espadon"], "Fish (farmed)", r"^Fish, swordfish, cooked, dry heat", None, Y(r"^Fish, swordfish, raw", r"^Fish, swordfish, cooked, dry heat")),
    ("sole", "Sole", "fish", "🐟", ["flounder", "plaice", "dover sole"], "Fish (farmed)", r"^Fish, flatfish \(flounder and sole species\), cooked, dry heat|^Fish, flounder", None, Y(r"^Fish, flatfish \(flounder and sole species\), raw", r"^Fish, flatfish \(flounder and sole species\), cooked, dry heat")),
    ("fish-fingers", "Fish fingers", "fish", "🐟", ["fish sticks", "fish fingers"], "Fish (farmed)", r"^Fish, fish sticks, frozen, prepared", (60, 120, 240)),
    ("eel", "Eel", "fish", "🐟", ["unagi", "eels"], "Fish (farmed)", r"^Fish, eel, mixed species, cooked, dry heat", None, Y(r"^Fish, eel, mixed species, raw", r"^Fish, eel, mixed species, cooked, dry heat")),
    ("carp", "Carp", "fish", "🐟", ["common carp"], "Fish (farmed)", r"^Fish, carp, cooked, dry heat", None, Y(r"^Fish, carp, raw", r"^Fish, carp, cooked, dry heat")),
    ("caviar", "Caviar", "fish", "🐟", ["fish roe", "roe", "ikura"], "Fish (farmed)", r"^Fish, caviar, black and red, granular", (10, 25, 50)),
    # Shellfish
    ("shellfish", "Shellfish", "shellfish", "🦐", ["seafood", "fruits de mer"], "Prawns (farmed)", r"^Crustaceans, shrimp, mixed species, cooked, moist heat", None, Y(r"^Crustaceans, shrimp, mixed species, raw", r"^Crustaceans, shrimp, mixed species, cooked, moist heat")),
    ("shrimp", "Shrimp", "shellfish", "🦐", ["prawn", "king prawn", "tiger prawn", "gambas", "scampi"], "Prawns (farmed)", r"^Crustaceans, shrimp, mixed species, cooked, moist heat", None, Y(r"^Crustaceans, shrimp, mixed species, raw", r"^Crustaceans, shrimp, mixed species, cooked, moist heat")),
    ("crab", "Crab", "shellfish", "🦀", ["crab meat", "crabmeat", "king crab"], "Prawns (farmed)", r"^Crustaceans, crab, blue, cooked, moist heat", None),
    ("lobster", "Lobster", "shellfish", "🦞", ["langoustine", "crayfish", "crawfish"], "Prawns (farmed)", r"^Crustaceans, lobster, northern, cooked, moist heat", None, Y(r"^Crustaceans, lobster, northern, raw", r"^Crustaceans, lobster, northern, cooked, moist heat")),
    ("mussels", "Mussels", "shellfish", "🦪", ["mussel", "moules"], "Other Pulses", r"^Mollusks, mussel, blue, cooked, moist heat", None, Y(r"^Mollusks, mussel, blue, raw", r"^Mollusks, mussel, blue, cooked, moist heat")),
    ("oysters", "Oysters", "shellfish", "🦪", ["oyster"], "Other Pulses", r"^Mollusks, oyster, Pacific, cooked, moist heat", (50, 120, 240), Y(r"^Mollusks, oyster, Pacific, raw", r"^Mollusks, oyster, Pacific, cooked, moist heat")),
    ("clams", "Clams", "shellfish", "🦪", ["clam", "vongole", "cockles"], "Other Pulses", r"^Mollusks, clam, mixed species, cooked, moist heat", None, Y(r"^Mollusks, clam, mixed species, raw", r"^Mollusks, clam, mixed species, cooked, moist heat")),
    ("scallops", "Scallops", "shellfish", "🦪", ["scallop", "coquilles saint-jacques"], "Other Pulses", r"^Mollusks, scallop, \(bay and sea\), cooked, steamed|^Mollusks, scallop, mixed species, raw", None),
    ("squid", "Squid", "shellfish", "🦑", ["calamari", "calamares"], "Fish (farmed)", r"^Mollusks, squid, mixed species, raw", None),
    ("octopus", "Octopus", "shellfish", "🐙", ["pulpo", "tako"], "Fish (farmed)", r"^Mollusks, octopus, common, cooked, moist heat", None, Y(r"^Mollusks, octopus, common, raw", r"^Mollusks, octopus, common, cooked, moist heat")),
    ("crab-sticks", "Crab sticks", "shellfish", "🦀", ["surimi", "seafood sticks", "imitation crab", "kanikama"], "Fish (farmed)", r"^Crustaceans, crab, alaska king, imitation, made from surimi", (30, 60, 120)),
    # sugar, salt and starch with oyster extract: priced as sugar, counted as shellfish
    ("oyster-sauce", "Oyster sauce", "shellfish", "🫙", ["oyster flavoured sauce"], "Cane Sugar", r"^Sauce, oyster, ready-to-serve", (5, 15, 30)),
    ("shrimp-paste", "Shrimp paste", "shellfish", "🦐", ["belacan", "kapi", "terasi"], "Prawns (farmed)", r"^Crustaceans, shrimp, mixed species, canned", (3, 10, 20)),
    # Dairy
    ("dairy", "Dairy", "dairy", "🧀", ["dairy products"], "Milk", r"^Milk, whole, 3.25% milkfat, with added vitamin D", None),
    ("milk", "Milk", "dairy", "🥛", ["cow's milk", "whole milk", "skim milk", "semi-skimmed"], "Milk", r"^Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", (100, 250, 500)),
    ("cheese", "Cheese", "dairy", "🧀", ["fromage", "käse"], "Cheese", r"^Cheese, cheddar", (20, 40, 80)),
    ("cheddar", "Cheddar", "dairy", "🧀", ["cheddar cheese", "mature cheddar"], "Cheese", r"^Cheese, cheddar", (20, 40, 80)),
    ("mozzarella", "Mozzarella", "dairy", "🧀", ["buffalo mozzarella", "burrata"], "Cheese", r"^Cheese, mozzarella, whole milk", (30, 60, 125)),
    ("parmesan", "Parmesan", "dairy", "🧀", ["parmigiano", "parmigiano reggiano", "grana padano"], "Cheese", r"^Cheese, parmesan, hard", (10, 25, 50)),
    ("feta", "Feta", "dairy", "🧀", ["feta cheese"], "Cheese", r"^Cheese, feta", (20, 50, 100)),
    ("brie", "Brie", "dairy", "🧀", ["camembert"], "Cheese", r"^Cheese, brie", (20, 40, 80)),
    ("goat-cheese", "Goat cheese", "dairy", "🧀", ["chèvre", "goats cheese"], "Cheese", r"^Cheese, goat, soft type", (20, 40, 80)),
    ("cream-cheese", "Cream cheese", "dairy", "🧀", ["philadelphia", "soft cheese"], "Cheese", r"^Cheese, cream$", (15, 30, 60)),
    ("cottage-cheese", "Cottage cheese", "dairy", "🧀", ["curd cheese", "quark"], "Milk", r"^Cheese, cottage, lowfat, 2% milkfat", None, Y(r"^Milk, whole, 3.25% milkfat, with added vitamin D", r"^Cheese, cottage, lowfat, 2% milkfat")),
    ("halloumi", "Halloumi", "dairy", "🧀", ["grilling cheese", "hellim"], "Cheese", r"^Cheese, mexican, queso asadero", (30, 80, 160)),
    ("yogurt", "Yogurt", "dairy", "🥛", ["yoghurt", "yogourt", "natural yoghurt"], "Milk", r"^Yogurt, plain, whole milk", (75, 150, 300)),
    ("greek-yogurt", "Greek yogurt", "dairy", "🥛", ["greek yoghurt", "skyr", "strained yoghurt"], "Milk", r"^Yogurt, Greek, plain, whole milk", (75, 150, 300), Y(r"^Yogurt, plain, whole milk", r"^Yogurt, Greek, plain, whole milk")),
    ("butter", "Butter", "dairy", "🧈", ["salted butter", "unsalted butter"], "Cheese", r"^Butter, salted", (5, 15, 30)),
    ("cream", "Cream", "dairy", "🥛", ["double cream", "heavy cream", "whipping cream", "single cream"], "Milk", r"^Cream, fluid, heavy whipping", (15, 50, 100), Y(r"^Milk, whole, 3.25% milkfat, with added vitamin D", r"^Cream, fluid, heavy whipping")),
    ("creme-fraiche", "Crème fraîche", "dairy", "🥛", ["sour cream", "soured cream"], "Milk", r"^Cream, sour, cultured", (15, 50, 100), Y(r"^Milk, whole, 3.25% milkfat, with added vitamin D", r"^Cream, sour, cultured")),
    ("ghee", "Ghee", "dairy", "🧈", ["clarified butter", "butter ghee"], "Cheese", r"^Butter oil, anhydrous", (5, 15, 30), Y(r"^Butter, salted", r"^Butter oil, anhydrous")),
    ("paneer", "Paneer", "dairy", "🧀", ["panir", "indian cheese"], "Cheese", r"^Cheese, fresh, queso fresco", (30, 80, 160)),
    # Eggs
    ("egg", "Egg", "eggs", "🥚", ["eggs", "hen's egg", "boiled egg", "hard-boiled egg"], "Eggs", r"^Egg, whole, cooked, hard-boiled", (50, 100, 150)),
    ("fried-egg", "Fried egg", "eggs", "🍳", ["sunny side up", "eggs over easy"], "Eggs", r"^Egg, whole, cooked, fried", (50, 100, 150)),
    ("scrambled-eggs", "Scrambled eggs", "eggs", "🍳", ["scrambled egg", "eggs scrambled"], "Eggs", r"^Egg, whole, cooked, scrambled", (60, 120, 200)),
    ("omelette", "Omelette", "eggs", "🍳", ["omelet", "frittata"], "Eggs", r"^Egg, whole, cooked, omelet", (60, 120, 200)),
    ("poached-egg", "Poached egg", "eggs", "🥚", ["poached eggs"], "Eggs", r"^Egg, whole, cooked, poached", (50, 100, 150)),
    ("egg-white", "Egg white", "eggs", "🥚", ["egg whites", "albumen"], "Eggs", r"^Egg, white, raw, fresh", (30, 100, 200)),
    ("duck-egg", "Duck egg", "eggs", "🥚", ["duck eggs"], "Eggs", r"^Egg, duck, whole, fresh, raw", (70, 140, 210)),
    # Plant proteins
    ("plant-protein", "Plant protein", "plant-proteins", "🫘", ["pulses", "legumes"], "Other Pulses", r"^Beans, kidney, all types, mature seeds, cooked, boiled, without salt", None, Y(r"^Beans, kidney, all types, mature seeds, raw", r"^Beans, kidney, all types, mature seeds, cooked, boiled, without salt")),
    ("tofu", "Tofu", "plant-proteins", "🫘", ["bean curd", "beancurd", "silken tofu"], "Tofu (soybeans)", r"^Tofu, firm, prepared with calcium sulfate and magnesium chloride \(nigari\)|^Tofu, raw, firm", None),
    ("tempeh", "Tempeh", "plant-proteins", "🫘", ["tempe"], "Tofu (soybeans)", r"^Tempeh$", None),
    ("lentils", "Lentils", "plant-proteins", "🫘", ["lentil"], "Other Pulses", r"^Lentils, mature seeds, cooked, boiled, without salt", None, Y(r"^Lentils, raw", r"^Lentils, mature seeds, cooked, boiled, without salt")),
    ("chickpeas", "Chickpeas", "plant-proteins", "🫘", ["chickpea", "garbanzo", "garbanzo beans", "chana"], "Other Pulses", r"^Chickpeas \(garbanzo beans, bengal gram\), mature seeds, cooked, boiled, without salt", None, Y(r"^Chickpeas \(garbanzo beans, bengal gram\), mature seeds, raw", r"^Chickpeas \(garbanzo beans, bengal gram\), mature seeds, cooked, boiled, without salt")),
    ("black-beans", "Black beans", "plant-proteins", "🫘", ["turtle beans", "frijoles negros"], "Other Pulses", r"^Beans, black, mature seeds, cooked, boiled, without salt", None, Y(r"^Beans, black, mature seeds, raw", r"^Beans, black, mature seeds, cooked, boiled, without salt")),
    ("kidney-beans", "Kidney beans", "plant-proteins", "🫘", ["red beans", "rajma"], "Other Pulses", r"^Beans, kidney, red, mature seeds, cooked, boiled, without salt", None, Y(r"^Beans, kidney, red, mature seeds, raw", r"^Beans, kidney, red, mature seeds, cooked, boiled, without salt")),
    ("baked-beans", "Baked beans", "plant-proteins", "🥫", ["navy beans", "haricot beans", "beanz"], "Other Pulses", r"^Beans, baked, canned, plain or vegetarian", None, Y(r"^Beans, navy, mature seeds, raw", r"^Beans, baked, canned, plain or vegetarian")),
    ("edamame", "Edamame", "plant-proteins", "🫘", ["soybeans", "soya beans", "soy beans"], "Tofu (soybeans)", r"^Edamame, frozen, prepared", None),
    ("peas", "Peas", "plant-proteins", "🟢", ["garden peas", "green peas", "petits pois", "mushy peas"], "Peas", r"^Peas, green, frozen, cooked, boiled, drained, without salt", None),
    ("split-peas", "Split peas", "plant-proteins", "🟡", ["yellow split peas", "pease pudding"], "Peas", r"^Peas, split, mature seeds, cooked, boiled, without salt", None, Y(r"^Peas, green, split, mature seeds, raw", r"^Peas, split, mature seeds, cooked, boiled, without salt")),
    ("soy-milk", "Soy milk", "plant-proteins", "🥛", ["soya milk", "soymilk"], "Soymilk", r"^Soymilk, original and vanilla, with added calcium, vitamins A and D", (100, 250, 500)),
    ("oat-milk", "Oat milk", "plant-proteins", "🥛", ["oatly", "oat drink"], "Soymilk", r"^Beverages, rice milk, unsweetened", (100, 250, 500)),
    ("pinto-beans", "Pinto beans", "plant-proteins", "🫘", ["frijoles", "pinto"], "Other Pulses", r"^Beans, pinto, mature seeds, cooked, boiled, without salt", None, Y(r"^Beans, pinto, mature seeds, raw", r"^Beans, pinto, mature seeds, cooked, boiled, without salt")),
    ("broad-beans", "Broad beans", "plant-proteins", "🫘", ["fava beans", "fava", "ful medames"], "Other Pulses", r"^Broadbeans \(fava beans\), mature seeds, cooked, boiled, without salt", None, Y(r"^Broadbeans \(fava beans\), mature seeds, raw", r"^Broadbeans \(fava beans\), mature seeds, cooked, boiled, without salt")),
    ("soy-sauce", "Soy sauce", "plant-proteins", "🫙", ["soya sauce", "shoyu", "tamari"], "Tofu (soybeans)", r"^Soy sauce made from soy and wheat \(shoyu\)$", (5, 15, 30)),
    # Meat alternatives
    ("meat-alternative", "Meat alternative", "meat-alternatives", "🌱", ["meat substitute", "fake meat", "mock meat", "plant-based meat"], "Tofu (soybeans)", r"^Veggie burgers or soyburgers, unprepared", None),
    ("veggie-burger", "Veggie burger", "meat-alternatives", "🌱", ["vegetarian burger", "vegan burger", "bean burger", "beyond burger", "impossible burger"], "Tofu (soybeans)", r"^Veggie burgers or soyburgers, unprepared", (60, 120, 240)),
    ("seitan", "Seitan", "meat-alternatives", "🌱", ["wheat gluten", "wheat meat"], "Wheat & Rye", r"^Chicken, meatless$", None, Y(r"^Vital wheat gluten", r"^Chicken, meatless$")),
    ("quorn", "Mycoprotein", "meat-alternatives", "🍄", ["quorn", "mycoprotein mince", "fungal protein"], "Tofu (soybeans)", r"^Meatless, meatballs|^Vegetarian meatloaf or patties", None),
    ("veggie-sausage", "Veggie sausage", "meat-alternatives", "🌭", ["vegetarian sausage", "vegan sausage", "meatless sausage", "linda mccartney", "plant-based sausage", "meat-free sausage"], "Tofu (soybeans)", r"^Meatless sausage|^Vegetarian fillets|^Sausage, meatless", (50, 100, 200)),
    ("soy-mince", "Soy mince", "meat-alternatives", "🌱", ["tvp", "textured vegetable protein", "soya mince", "vegan mince", "plant-based mince", "plant based mince", "vegetarian mince", "meat-free mince"], "Tofu (soybeans)", r"^MORNINGSTAR FARMS Sausage Style Recipe Crumbles", None),
    ("vegan-nuggets", "Vegan nuggets", "meat-alternatives", "🌱", ["veggie nuggets", "chik'n nuggets", "meatless nuggets", "vegan chicken", "plant-based chicken", "vegan chicken pieces", "vegan chicken nuggets", "plant-based nuggets", "chicken-free nuggets"], "Tofu (soybeans)", r"^Meatless, chicken|^Vegetarian fillets", (60, 120, 240)),
    ("jackfruit", "Jackfruit", "meat-alternatives", "🌱", ["pulled jackfruit", "young jackfruit"], "Other Fruit", r"^Jackfruit, raw", None),
    # Grains
    ("grains", "Grains", "grains", "🌾", ["cereal", "carbs"], "Wheat & Rye", r"^Wheat flour, whole-grain", None),
    ("bread", "Bread", "grains", "🍞", ["toast", "loaf", "sliced bread"], "Wheat & Rye", r"^Bread, white, commercially prepared \(includes soft bread crumbs\)$", (40, 80, 160)),
    ("wholemeal-bread", "Wholemeal bread", "grains", "🍞", ["whole wheat bread", "wholewheat bread", "brown bread", "wholegrain bread"], "Wheat & Rye", r"^Bread, whole-wheat, commercially prepared", (40, 80, 160)),
    ("sourdough", "Sourdough", "grains", "🥖", ["sourdough bread", "baguette", "french bread"], "Wheat & Rye", r"^Bread, french or vienna \(includes sourdough\)", (40, 80, 160)),
    ("rye-bread", "Rye bread", "grains", "🍞", ["pumpernickel", "rye"], "Wheat & Rye", r"^Bread, rye$", (40, 80, 160)),
    ("bagel", "Bagel", "grains", "🥯", ["bagels"], "Wheat & Rye", r"^Bagels, plain, enriched, with calcium propionate", (50, 100, 200)),
    ("tortilla", "Tortilla", "grains", "🌮", ["wrap", "flour tortilla", "taco shell"], "Wheat & Rye", r"^Tortillas, ready-to-bake or -fry, flour", (40, 80, 160)),
    ("pita", "Pita", "grains", "🫓", ["pitta", "pitta bread", "pita bread"], "Wheat & Rye", r"^Bread, pita, white, enriched", (30, 60, 120)),
    ("pasta", "Pasta", "grains", "🍝", ["spaghetti", "penne", "macaroni", "fusilli", "linguine"], "Wheat & Rye", r"^Pasta, cooked, enriched, without added salt", (100, 200, 350), Y(r"^Pasta, dry, enriched", r"^Pasta, cooked, enriched, without added salt")),
    ("noodles", "Noodles", "grains", "🍜", ["egg noodles", "noodle"], "Wheat & Rye", r"^Noodles, egg, cooked, enriched", (100, 200, 350), Y(r"^Noodles, egg, dry, enriched", r"^Noodles, egg, cooked, enriched")),
    ("rice-noodles", "Rice noodles", "grains", "🍜", ["vermicelli", "rice vermicelli", "flat rice noodles"], "Rice", r"^Rice noodles, cooked", (100, 200, 350), Y(r"^Rice noodles, dry", r"^Rice noodles, cooked")),
    ("rice", "Rice", "grains", "🍚", ["white rice", "basmati", "jasmine rice", "boiled rice", "steamed rice"], "Rice", r"^Rice, white, long-grain, regular, enriched, cooked", (75, 150, 300), Y(r"^Rice, white, long-grain, regular, raw, enriched", r"^Rice, white, long-grain, regular, enriched, cooked")),
    ("brown-rice", "Brown rice", "grains", "🍚", ["wholegrain rice", "whole grain rice"], "Rice", r"^Rice, brown, long-grain, cooked", (75, 150, 300), Y(r"^Rice, brown, long-grain, raw", r"^Rice, brown, long-grain, cooked")),
    ("oats", "Oats", "grains", "🥣", ["rolled oats", "porridge oats", "oat flakes"], "Oatmeal", r"^Cereals, oats, regular and quick, not fortified, dry", (30, 50, 80)),
    ("cornflakes", "Cornflakes", "grains", "🥣", ["corn flakes", "breakfast cereal"], "Maize", r"^Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", (20, 40, 80)),
    ("couscous", "Couscous", "grains", "🌾", ["cous cous"], "Wheat & Rye", r"^Couscous, cooked", (75, 150, 300), Y(r"^Couscous, dry", r"^Couscous, cooked")),
    ("quinoa", "Quinoa", "grains", "🌾", ["keen-wah"], "Wheat & Rye", r"^Quinoa, cooked", (75, 150, 300), Y(r"^Quinoa, uncooked", r"^Quinoa, cooked")),
    ("bulgur", "Bulgur", "grains", "🌾", ["bulgur wheat", "bulghur", "cracked wheat"], "Wheat & Rye", r"^Bulgur, cooked", (75, 150, 300), Y(r"^Bulgur, dry", r"^Bulgur, cooked")),
    ("barley", "Barley", "grains", "🌾", ["pearl barley"], "Wheat & Rye", r"^Barley, pearled, cooked", (75, 150, 300), Y(r"^Barley, pearled, raw", r"^Barley, pearled, cooked")),
    ("polenta", "Polenta", "grains", "🌽", ["cornmeal", "maize meal"], "Maize", r"^Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt", (100, 200, 350), Y(r"^Cereals, corn grits, white, regular and quick, enriched, dry", r"^Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt")),
    ("crackers", "Crackers", "grains", "🍘", ["cream crackers", "crispbread", "water biscuits"], "Wheat & Rye", r"^Crackers, standard snack-type, regular", (15, 30, 60)),
    ("flour", "Flour", "grains", "🌾", ["plain flour", "all-purpose flour", "wheat flour"], "Wheat & Rye", r"^Wheat flour, white, all-purpose, enriched, bleached", (30, 60, 120)),
    ("burger-bun", "Burger bun", "grains", "🍞", ["bread roll", "bun", "hot dog bun", "bap"], "Wheat & Rye", r"^Rolls, hamburger or hotdog, plain", (40, 60, 120)),
    ("porridge", "Porridge", "grains", "🥣", ["oatmeal", "porridge with water"], "Oatmeal", r"^Cereals, oats, regular and quick, unenriched, cooked with water", (150, 250, 400), Y(r"^Cereals, oats, regular and quick, not fortified, dry", r"^Cereals, oats, regular and quick, unenriched, cooked with water")),
    ("cornstarch", "Cornflour", "grains", "🌽", ["cornstarch", "corn starch"], "Maize", r"^Cornstarch", (5, 15, 30)),
    # Vegetables
    ("vegetables", "Vegetables", "vegetables", "🥦", ["veg", "veggies", "greens", "mixed vegetables"], "Other Vegetables", r"^Vegetables, mixed, frozen, cooked, boiled, drained, without salt", None),
    ("potato", "Potato", "vegetables", "🥔", ["potatoes", "spud", "tatties", "jacket potato"], "Potatoes", r"^Potatoes, boiled, cooked in skin, flesh, without salt", None),
    ("chips", "Chips", "vegetables", "🍟", ["french fries", "fries", "frites", "wedges"], "Potatoes", r"^Fast foods, potato, french fried in vegetable oil", (75, 150, 250), Y(r"^Potatoes, flesh and skin, raw", r"^Fast foods, potato, french fried in vegetable oil")),
    ("crisps", "Crisps", "vegetables", "🥔", ["potato chips"], "Potatoes", r"^Snacks, potato chips, plain, salted", (15, 30, 60), Y(r"^Potatoes, flesh and skin, raw", r"^Snacks, potato chips, plain, salted")),
    ("sweet-potato", "Sweet potato", "vegetables", "🍠", ["yam", "kumara", "sweet potatoes"], "Root Vegetables", r"^Sweet potato, cooked, baked in skin, flesh, without salt", None),
    ("carrot", "Carrot", "vegetables", "🥕", ["carrots"], "Root Vegetables", r"^Carrots, raw", (40, 80, 160)),
    ("broccoli", "Broccoli", "vegetables", "🥦", ["calabrese", "tenderstem", "broccolini"], "Brassicas", r"^Broccoli, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("cauliflower", "Cauliflower", "vegetables", "🥦", ["cauli", "cauliflower rice"], "Brassicas", r"^Cauliflower, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("cabbage", "Cabbage", "vegetables", "🥬", ["red cabbage", "savoy", "white cabbage"], "Brassicas", r"^Cabbage, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("brussels-sprouts", "Brussels sprouts", "vegetables", "🥬", ["sprouts", "brussel sprouts"], "Brassicas", r"^Brussels sprouts, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("kale", "Kale", "vegetables", "🥬", ["cavolo nero", "curly kale"], "Brassicas", r"^Kale, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("spinach", "Spinach", "vegetables", "🥬", ["baby spinach", "palak"], "Other Vegetables", r"^Spinach, raw", (30, 80, 160)),
    ("lettuce", "Lettuce", "vegetables", "🥬", ["romaine", "cos", "iceberg", "salad leaves"], "Other Vegetables", r"^Lettuce, cos or romaine, raw", (30, 60, 120)),
    ("rocket", "Rocket", "vegetables", "🥬", ["arugula", "roquette", "rucola"], "Other Vegetables", r"^Arugula, raw", (20, 40, 80)),
    ("tomato", "Tomato", "vegetables", "🍅", ["tomatoes", "cherry tomatoes", "beef tomato", "beefsteak tomato", "plum tomatoes"], "Tomatoes", r"^Tomatoes, red, ripe, raw, year round average", (50, 120, 240)),
    ("cucumber", "Cucumber", "vegetables", "🥒", ["cucumbers"], "Other Vegetables", r"^Cucumber, with peel, raw", (40, 80, 160)),
    ("bell-pepper", "Bell pepper", "vegetables", "🫑", ["pepper", "capsicum", "red pepper", "sweet pepper"], "Other Vegetables", r"^Peppers, sweet, red, raw", (40, 80, 160)),
    ("chili", "Chili pepper", "vegetables", "🫑", ["chilli pepper", "chile", "jalapeño", "jalapeno"], "Other Vegetables", r"^Peppers, hot chili, red, raw", (5, 15, 30)),
    ("onion", "Onion", "vegetables", "🧅", ["onions", "shallot", "red onion", "spring onion", "scallion"], "Onions & Leeks", r"^Onions, raw", (30, 80, 160)),
    ("leek", "Leek", "vegetables", "🧅", ["leeks"], "Onions & Leeks", r"^Leeks, \(bulb and lower leaf-portion\), cooked, boiled, drained, without salt", (40, 80, 160)),
    ("garlic", "Garlic", "vegetables", "🧄", ["garlic clove"], "Onions & Leeks", r"^Garlic, raw", (3, 10, 20)),
    ("mushrooms", "Mushrooms", "vegetables", "🍄", ["mushroom", "champignon", "portobello", "shiitake"], "Other Vegetables", r"^Mushrooms, white, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("eggplant", "Eggplant", "vegetables", "🍆", ["aubergine", "brinjal"], "Other Vegetables", r"^Eggplant, cooked, boiled, drained, without salt", (50, 120, 240)),
    ("zucchini", "Zucchini", "vegetables", "🥒", ["courgette", "courgettes", "marrow"], "Other Vegetables", r"^Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt", (50, 120, 240)),
    ("butternut-squash", "Butternut squash", "vegetables", "🎃", ["squash", "winter squash", "pumpkin"], "Other Vegetables", r"^Squash, winter, butternut, cooked, baked, without salt", None),
    ("sweetcorn", "Sweetcorn", "vegetables", "🌽", ["corn", "corn on the cob", "maize"], "Maize", r"^Corn, sweet, yellow, cooked, boiled, drained, without salt", (50, 100, 200)),
    ("green-beans", "Green beans", "vegetables", "🌱", ["string beans", "french beans", "runner beans", "haricots verts"], "Other Vegetables", r"^Beans, snap, green, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("asparagus", "Asparagus", "vegetables", "🥬", ["asparagus spears"], "Other Vegetables", r"^Asparagus, cooked, boiled, drained", (40, 80, 160)),
    ("beetroot", "Beetroot", "vegetables", "🥕", ["beet", "beets"], "Root Vegetables", r"^Beets, cooked, boiled, drained", (40, 80, 160)),
    ("parsnip", "Parsnip", "vegetables", "🥕", ["parsnips"], "Root Vegetables", r"^Parsnips, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("celery", "Celery", "vegetables", "🥬", ["celery sticks"], "Other Vegetables", r"^Celery, raw", (30, 60, 120)),
    ("celeriac", "Celeriac", "vegetables", "🥔", ["celery root", "celeriac mash"], "Other Vegetables", r"^Celeriac, cooked, boiled, drained, without salt", (50, 120, 240)),
    ("tomato-sauce", "Passata", "vegetables", "🍅", ["tomato sauce", "sieved tomatoes", "tomato puree", "chopped tomatoes"], "Tomatoes", r"^Tomato products, canned, sauce$", (50, 120, 240), Y(r"^Tomatoes, red, ripe, raw, year round average", r"^Tomato products, canned, sauce$")),
    ("curry-paste", "Curry paste", "vegetables", "🍛", ["curry sauce", "masala paste"], "Other Vegetables", r"^Spices, curry powder", (10, 20, 40)),
    ("vegetable-stock", "Vegetable stock", "vegetables", "🥣", ["vegetable broth", "veg stock"], "Other Vegetables", r"^Soup, vegetable broth, ready to serve", (100, 250, 500)),
    ("ketchup", "Ketchup", "vegetables", "🍅", ["tomato ketchup", "catsup"], "Tomatoes", r"^Catsup$", (10, 20, 40)),
    ("avocado", "Avocado", "vegetables", "🥑", ["avo", "avocados"], "Other Fruit", r"^Avocados, raw, all commercial varieties", (30, 75, 150)),
    ("coriander", "Coriander", "vegetables", "🌿", ["cilantro", "coriander leaves"], "Other Vegetables", r"^Coriander \(cilantro\) leaves, raw", (2, 5, 15)),
    # Fruit
    ("fruit", "Fruit", "fruit", "🍎", ["fresh fruit", "piece of fruit"], "Other Fruit", r"^Fruit salad, \(peach and pear and apricot and pineapple and cherry\), canned, water pack", None),
    ("apple", "Apple", "fruit", "🍎", ["apples", "granny smith", "pink lady"], "Apples", r"^Apples, raw, with skin", (80, 150, 250)),
    ("banana", "Banana", "fruit", "🍌", ["bananas"], "Bananas", r"^Bananas, raw", (60, 120, 240)),
    ("orange", "Orange", "fruit", "🍊", ["oranges", "satsuma", "clementine", "mandarin", "tangerine"], "Citrus Fruit", r"^Oranges, raw, all commercial varieties", (80, 150, 250)),
    ("lemon", "Lemon", "fruit", "🍋", ["lime", "lemons", "limes"], "Citrus Fruit", r"^Lemons, raw, without peel", (10, 30, 60)),
    ("grapefruit", "Grapefruit", "fruit", "🍊", ["pomelo"], "Citrus Fruit", r"^Grapefruit, raw, pink and red, all areas", (80, 150, 250)),
    ("pear", "Pear", "fruit", "🍐", ["pears"], "Other Fruit", r"^Pears, raw", (80, 150, 250)),
    ("grapes", "Grapes", "fruit", "🍇", ["grape", "red grapes"], "Berries & Grapes", r"^Grapes, red or green \(European type, such as Thompson seedless\), raw", (40, 80, 160)),
    ("strawberries", "Strawberries", "fruit", "🍓", ["strawberry"], "Berries & Grapes", r"^Strawberries, raw", (40, 80, 160)),
    ("blueberries", "Blueberries", "fruit", "🫐", ["blueberry", "bilberries"], "Berries & Grapes", r"^Blueberries, raw", (40, 80, 160)),
    ("raspberries", "Raspberries", "fruit", "🍓", ["raspberry", "blackberries", "brambles"], "Berries & Grapes", r"^Raspberries, raw", (40, 80, 160)),
    ("cherries", "Cherries", "fruit", "🍒", ["cherry"], "Other Fruit", r"^Cherries, sweet, raw", (40, 80, 160)),
    ("peach", "Peach", "fruit", "🍑", ["peaches", "nectarine", "apricot"], "Other Fruit", r"^Peaches, yellow, raw", (80, 150, 250)),
    ("plum", "Plum", "fruit", "🍑", ["plums", "damson"], "Other Fruit", r"^Plums, raw", (40, 80, 160)),
    ("mango", "Mango", "fruit", "🥭", ["mangoes", "mangos"], "Other Fruit", r"^Mangos, raw", (80, 150, 250)),
    ("pineapple", "Pineapple", "fruit", "🍍", ["ananas"], "Other Fruit", r"^Pineapple, raw, all varieties", (80, 150, 250)),
    ("melon", "Melon", "fruit", "🍈", ["cantaloupe", "honeydew"], "Other Fruit", r"^Melons, cantaloupe, raw", (80, 150, 300)),
    ("watermelon", "Watermelon", "fruit", "🍉", ["water melon"], "Other Fruit", r"^Watermelon, raw", (100, 200, 400)),
    ("kiwi", "Kiwi", "fruit", "🥝", ["kiwifruit", "kiwi fruit", "chinese gooseberry"], "Other Fruit", r"^Kiwifruit, green, raw", (40, 75, 150)),
    ("dates", "Dates", "fruit", "🌴", ["medjool", "date"], "Other Fruit", r"^Dates, medjool", (15, 40, 80)),
    ("figs", "Figs", "fruit", "🍈", ["fig", "fresh figs"], "Other Fruit", r"^Figs, raw", (30, 60, 120)),
    ("raisins", "Raisins", "fruit", "🍇", ["sultanas", "currants"], "Berries & Grapes", r"^Raisins, seedless", (15, 30, 60), Y(r"^Grapes, red or green \(European type, such as Thompson seedless\), raw", r"^Raisins, seedless")),
    ("prunes", "Prunes", "fruit", "🍑", ["dried plums", "prune"], "Other Fruit", r"^Plums, dried \(prunes\), uncooked", (15, 30, 60), Y(r"^Plums, raw", r"^Plums, dried \(prunes\), uncooked")),
    ("pomegranate", "Pomegranate", "fruit", "🍎", ["pomegranate seeds"], "Other Fruit", r"^Pomegranates, raw", (40, 80, 160)),
    ("coconut", "Coconut", "fruit", "🥥", ["coconut flesh", "fresh coconut"], "Other Fruit", r"^Nuts, coconut meat, raw", (15, 40, 80)),
    ("desiccated-coconut", "Desiccated coconut", "fruit", "🥥", ["dried coconut", "shredded coconut"], "Other Fruit", r"^Nuts, coconut meat, dried \(desiccated\), not sweetened", (5, 15, 30), Y(r"^Nuts, coconut meat, raw", r"^Nuts, coconut meat, dried \(desiccated\), not sweetened")),
    ("coconut-milk", "Coconut milk", "fruit", "🥥", ["tinned coconut milk", "coconut cream"], "Other Fruit", r"^Nuts, coconut milk, canned", (50, 100, 200), Y(r"^Nuts, coconut meat, raw", r"^Nuts, coconut milk, canned")),
    ("orange-juice", "Orange juice", "fruit", "🧃", ["oj", "fresh orange juice"], "Citrus Fruit", r"^Orange juice, raw", (100, 200, 400), 0.5),  # about 2 kg of oranges press 1 kg of juice
    # Nuts and seeds
    ("nuts", "Nuts", "nuts-seeds", "🥜", ["mixed nuts", "nut mix"], "Nuts", r"^Nuts, mixed nuts, dry roasted, with peanuts, without salt added", (15, 30, 60)),
    ("peanuts", "Peanuts", "nuts-seeds", "🥜", ["peanut", "groundnuts", "monkey nuts"], "Groundnuts", r"^Peanuts, all types, dry-roasted, without salt", (15, 30, 60)),
    ("peanut-butter", "Peanut butter", "nuts-seeds", "🥜", ["pb", "peanut paste"], "Groundnuts", r"^Peanut butter, smooth style, without salt", (10, 20, 40)),
    ("almonds", "Almonds", "nuts-seeds", "🌰", ["almond"], "Nuts", r"^Nuts, almonds$", (15, 30, 60)),
    ("marzipan", "Marzipan", "nuts-seeds", "🍬", ["almond paste"], "Nuts", r"^Nuts, almond paste", (10, 25, 50)),
    ("almond-milk", "Almond milk", "nuts-seeds", "🥛", ["almond drink", "nut milk"], "Soymilk", r"^Beverages, almond milk, unsweetened, shelf stable", (100, 250, 500)),
    ("walnuts", "Walnuts", "nuts-seeds", "🌰", ["walnut", "pecans", "pecan"], "Nuts", r"^Nuts, walnuts, english", (15, 30, 60)),
    ("cashews", "Cashews", "nuts-seeds", "🌰", ["cashew", "cashew nuts"], "Nuts", r"^Nuts, cashew nuts, dry roasted, without salt added", (15, 30, 60)),
    ("hazelnuts", "Hazelnuts", "nuts-seeds", "🌰", ["hazelnut", "filberts", "cobnuts"], "Nuts", r"^Nuts, hazelnuts or filberts$", (15, 30, 60)),
    ("pistachios", "Pistachios", "nuts-seeds", "🌰", ["pistachio"], "Nuts", r"^Nuts, pistachio nuts, dry roasted, without salt added", (15, 30, 60)),
    ("sunflower-seeds", "Sunflower seeds", "nuts-seeds", "🌻", ["sunflower kernels"], "Nuts", r"^Seeds, sunflower seed kernels, dried", (10, 25, 50)),
    ("pumpkin-seeds", "Pumpkin seeds", "nuts-seeds", "🎃", ["pepitas"], "Nuts", r"^Seeds, pumpkin and squash seed kernels, dried", (10, 25, 50)),
    ("chia-seeds", "Chia seeds", "nuts-seeds", "🌱", ["chia"], "Nuts", r"^Seeds, chia seeds, dried", (10, 20, 40)),
    ("flaxseed", "Flaxseed", "nuts-seeds", "🌱", ["linseed", "flax seeds", "linseeds"], "Nuts", r"^Seeds, flaxseed", (10, 20, 40)),
    ("sesame-seeds", "Sesame seeds", "nuts-seeds", "🌱", ["sesame"], "Nuts", r"^Seeds, sesame seeds, whole, dried", (10, 20, 40)),
    # Oils and fats
    ("oil", "Oil", "oils-fats", "🫒", ["cooking oil", "vegetable oil"], "Rapeseed Oil", r"^Oil, vegetable, canola|^Oil, canola", (5, 15, 30)),
    ("olive-oil", "Olive oil", "oils-fats", "🫒", ["extra virgin olive oil", "evoo"], "Olive Oil", r"^Oil, olive, salad or cooking", (5, 15, 30)),
    ("rapeseed-oil", "Rapeseed oil", "oils-fats", "🫒", ["canola oil", "canola"], "Rapeseed Oil", r"^Oil, canola", (5, 15, 30)),
    ("sunflower-oil", "Sunflower oil", "oils-fats", "🌻", ["sunflower"], "Sunflower Oil", r"^Oil, sunflower, linoleic, \(approx. 65%\)|^Oil, sunflower", (5, 15, 30)),
    ("palm-oil", "Palm oil", "oils-fats", "🌴", ["palm fat"], "Palm Oil", r"^Oil, palm$", (5, 15, 30)),
    ("soybean-oil", "Soybean oil", "oils-fats", "🫒", ["soya oil", "soy oil"], "Soybean Oil", r"^Oil, soybean, salad or cooking$", (5, 15, 30)),
    ("margarine", "Margarine", "oils-fats", "🧈", ["spread", "vegan butter", "plant butter"], "Palm Oil", r"^Margarine, regular, 80% fat, composite, stick, with salt$|^Margarine, regular, hard, soybean", (5, 15, 30)),
    ("olives", "Olives", "oils-fats", "🫒", ["olive", "kalamata", "green olives"], "Olive Oil", r"^Olives, ripe, canned \(small-extra large\)", (15, 30, 60), 5),  # about 5 kg of olives press 1 kg of oil
    ("coconut-oil", "Coconut oil", "oils-fats", "🥥", [], "Palm Oil", r"^Oil, coconut", (5, 15, 30)),
    # Sweets and drinks
    ("sweets", "Sweets", "sweets-drinks", "🍬", ["candy", "lollies", "confectionery"], "Cane Sugar", r"^Candies, hard", (15, 30, 60)),
    ("dark-chocolate", "Dark chocolate", "sweets-drinks", "🍫", ["plain chocolate", "cocoa"], "Dark Chocolate", r"^Chocolate, dark, 70-85% cacao solids", (10, 25, 50)),
    ("coffee", "Coffee", "sweets-drinks", "☕", ["black coffee", "filter coffee", "americano", "cup of coffee"], "Coffee", r"^Beverages, coffee, brewed, prepared with tap water$", (125, 250, 500), 16.7),  # 60 g of ground coffee make a litre (SCA brew ratio): 1 kg of beans, 16.7 kg of coffee
    ("tea", "Tea", "sweets-drinks", "🍵", ["cuppa", "black tea", "green tea", "cup of tea", "builder's tea"], "Other Vegetables", r"^Beverages, tea, black, brewed, prepared with tap water$", (125, 250, 500), 100),  # 2.5 g of leaf make a 250 ml cup: 1 kg of leaf, 100 kg of tea
    ("wine", "Wine", "sweets-drinks", "🍷", ["red wine", "white wine", "rosé", "vino"], "Wine", r"^Alcoholic beverage, wine, table, red", (125, 250, 500)),
    ("beer", "Beer", "sweets-drinks", "🍺", ["lager", "ale", "pint", "stout", "bitter"], "Barley", r"^Alcoholic beverage, beer, regular, all", (165, 330, 660)),
    ("sugar", "Sugar", "sweets-drinks", "🍬", ["cane sugar", "granulated sugar", "caster sugar"], "Cane Sugar", r"^Sugars, granulated", (5, 10, 25)),
    ("honey", "Honey", "sweets-drinks", "🍯", ["runny honey"], "Cane Sugar", r"^Honey$", (7, 20, 40)),
    ("cola", "Cola", "sweets-drinks", "🥤", ["soda", "pop", "fizzy drink", "coke", "soft drink"], "Beet Sugar", r"^Beverages, carbonated, cola, regular", (165, 330, 500), Y(r"^Sugars, granulated", r"^Beverages, carbonated, cola, regular")),
]


# Sections of composed foods. None counts as meat itself: a dish counts as meat through its
# ingredients (FoodData's Catalog.countsAsMeat).
DISH_SECTIONS = [
    ("breakfast", "Breakfast", "🍳"),
    ("sandwiches", "Sandwiches and wraps", "🥪"),
    ("soups-salads", "Soups and salads", "🥗"),
    ("pasta-rice-pizza", "Pasta, rice and pizza", "🍝"),
    ("curries-stews", "Curries and stews", "🍛"),
    ("takeaway", "Takeaway and street food", "🥡"),
    ("bakery-desserts", "Bakery and desserts", "🍰"),
    ("drinks", "Drinks", "☕"),
    ("snacks", "Snacks", "🍿"),
]

# Foods whose study product is the food itself (or its kind), by id; every other plain food's
# product is the nearest proxy and says so. Listed by hand: the judgement is the catalog author's.
DIRECT = {
    "Beef (beef herd)": {"red-meat", "beef", "ground-beef", "steak", "roast-beef", "corned-beef", "beef-jerky", "liver", "beef-patty"},
    "Beef (dairy herd)": {"veal"},
    "Lamb & Mutton": {"lamb", "ground-lamb", "mutton"},
    "Pig Meat": {"pork", "ground-pork", "bacon", "ham", "pork-sausage", "salami", "pork-ribs", "pulled-pork", "lard"},
    "Poultry Meat": {"poultry", "chicken", "chicken-breast", "chicken-thigh", "chicken-wings", "ground-chicken", "chicken-liver"},
    "Fish (farmed)": {"fish", "salmon", "trout", "tilapia", "catfish", "carp", "sea-bass"},
    "Prawns (farmed)": {"shrimp", "shellfish"},
    "Cheese": {"cheese", "cheddar", "mozzarella", "parmesan", "feta", "brie", "goat-cheese", "cream-cheese", "halloumi", "paneer", "ricotta", "gruyere", "blue-cheese"},
    "Milk": {"milk", "dairy", "yogurt"},
    "Eggs": {"egg", "fried-egg", "scrambled-eggs", "omelette", "poached-egg", "egg-white", "duck-egg"},
    "Tofu (soybeans)": {"tofu"},
    "Other Pulses": {"plant-protein", "lentils", "chickpeas", "black-beans", "kidney-beans", "pinto-beans", "broad-beans", "white-beans", "chickpea-flour"},
    "Peas": {"split-peas"},
    "Soymilk": {"soy-milk"},
    "Wheat & Rye": {"grains", "bread", "wholemeal-bread", "sourdough", "rye-bread", "bagel", "pita", "tortilla"},
    "Rice": {"rice", "brown-rice", "rice-noodles"},
    "Oatmeal": {"oats", "porridge"},
    "Maize": {"polenta", "cornmeal"},
    "Barley": {"beer"},
    "Potatoes": {"potato", "chips", "crisps"},
    "Root Vegetables": {"sweet-potato", "carrot", "beetroot", "parsnip"},
    "Brassicas": {"broccoli", "cauliflower", "cabbage", "brussels-sprouts", "kale"},
    "Onions & Leeks": {"onion", "leek", "garlic"},
    "Tomatoes": {"tomato"},
    "Other Vegetables": {"vegetables", "spinach", "lettuce", "rocket", "cucumber", "bell-pepper", "chili", "mushrooms", "eggplant", "zucchini", "butternut-squash", "green-beans", "asparagus", "celery", "celeriac", "coriander"},
    "Apples": {"apple"},
    "Bananas": {"banana"},
    "Citrus Fruit": {"orange", "lemon", "grapefruit", "orange-juice"},
    "Berries & Grapes": {"grapes", "strawberries", "blueberries", "raspberries", "raisins"},
    "Other Fruit": {"fruit", "pear", "cherries", "peach", "plum", "mango", "pineapple", "melon", "watermelon", "kiwi", "figs", "pomegranate", "avocado", "prunes"},
    "Nuts": {"nuts", "almonds", "walnuts", "cashews", "hazelnuts", "pistachios"},
    "Groundnuts": {"peanuts", "peanut-butter"},
    "Olive Oil": {"olive-oil"},
    "Rapeseed Oil": {"oil", "rapeseed-oil"},
    "Sunflower Oil": {"sunflower-oil"},
    "Palm Oil": {"palm-oil"},
    "Soybean Oil": {"soybean-oil"},
    "Dark Chocolate": {"dark-chocolate"},
    "Coffee": {"coffee"},
    "Wine": {"wine"},
    "Cane Sugar": {"sugar"},
    "Beet Sugar": set(),
}

# Plain foods whose USDA row is for a neighbouring food, because SR28 has none of their own.
NUTRITION_PROXY = {
    "kangaroo": "SR28 has no kangaroo; elk is the nearest lean wild red meat",
    "oat-milk": "SR28 has no oat drink; unsweetened rice milk is the nearest cereal drink",
    "seitan": "SR28 has no seitan; a wheat-gluten meat analogue",
    "soy-mince": "SR28 has no rehydrated TVP; a soy-protein meatless crumble",
    "halloumi": "SR28 has no halloumi; queso asadero is the nearest grilling cheese",
    "paneer": "SR28 has no paneer; queso fresco is the nearest fresh acid-set cheese",
    "dashi": "SR28 has no dashi; home-made fish stock",
    "curry-paste": "SR28 has no curry paste; see DECISIONS",
    "shrimp-paste": "SR28 has no shrimp paste; see DECISIONS",
    # From the dish files: rows of a neighbouring food.
    "ackee": "SR28 has no ackee; avocado is the nearest fatty fruit",
    "crumpet": "SR28 has no crumpet; an English muffin is the nearest griddled bread",
    "injera": "SR28 has no injera; cooked teff is its grain",
    "chapati": "SR28 has no chapati; a whole-wheat tortilla is the same flatbread",
}

PROBLEMS = []

def problem(text):
    PROBLEMS.append(text)

USDA_CACHE = {}

def pick_usda(pattern, food_id, what="usda_regex"):
    """The first SR28 row whose description matches and that has kcal and protein."""
    key = pattern
    if key in USDA_CACHE:
        return USDA_CACHE[key]
    try:
        rx = re.compile(pattern)
    except re.error as error:
        problem(f"food {food_id!r}, {what}: bad regex {pattern!r} ({error})")
        return None
    for row in SR:
        if rx.search(row["long_desc"]) and row["kcal"] and row["protein_g"]:
            USDA_CACHE[key] = row
            return row
    problem(f"food {food_id!r}, {what}: no USDA SR28 row matches {pattern!r}")
    return None

# The sections whose cooked rows' yields are protein ratios (resolve_yield), and the words of a
# cooked row.
PROTEIN_YIELD_SECTIONS = {"red-meat", "poultry", "game", "fish", "shellfish"}
COOKED_WORDS = r"\b(?:cooked|roasted|braised|grilled|broiled|fried|pan-fried|baked|stewed|simmered|rotisserie|steamed|boiled|poached)\b"

def resolve_yield(value, food_id, section):
    """The yield as the catalog stores it, or None for 1."""
    if value is None:
        return None
    if isinstance(value, (int, float)):
        if value <= 0:
            problem(f"food {food_id!r}, yield: must be above 0, not {value}")
            return None
        return {"factor": float(value)}
    if isinstance(value, tuple) and len(value) == 2:
        raw = pick_usda(value[0], food_id, "yield (raw or dry row)")
        eaten = pick_usda(value[1], food_id, "yield (as eaten row)")
        if raw is None or eaten is None:
            return None
        # Meat and fish lose fat and water as they cook but keep their protein, so the protein
        # ratio is the weight ratio; the energy ratio put bacon at 0.76 of its raw weight where
        # it keeps about 0.3 (issue 34). Grains, pulses and vegetables keep their energy and
        # gain or lose water, and so do stocks (meat boiled in much water, a ratio above 1):
        # theirs is the energy ratio.
        # A cured or dried product (jerky, salami) gains sugar and salt as it dries, so neither
        # ratio holds; its energy ratio stays, as for every row that is not cooked meat.
        # Whether the food lost weight is asked of the protein, which cooking keeps: farmed
        # salmon has 208 kcal raw and 206 cooked (fat runs out as water does), so its energy said
        # it gained weight; its protein, 20.4 g to 22.1 g, says it kept 0.92 of it.
        loses_weight = float(eaten["protein_g"]) > 0 and float(raw["protein_g"]) / float(eaten["protein_g"]) <= 1
        cooked = re.search(COOKED_WORDS, eaten["long_desc"], re.IGNORECASE) is not None
        measure = "protein_g" if section in PROTEIN_YIELD_SECTIONS and loses_weight and cooked else "kcal"
        if float(eaten[measure]) <= 0:
            problem(f"food {food_id!r}, yield: the as-eaten row {eaten['long_desc']!r} has no {measure} to compare")
            return None
        return {
            "factor": float(raw[measure]) / float(eaten[measure]),
            "rawUsdaNdb": raw["ndb_no"],
            "rawUsdaDescription": raw["long_desc"],
            "eatenUsdaNdb": eaten["ndb_no"],
        }
    problem(f"food {food_id!r}, yield: give a number or a pair of USDA regexes (raw, as eaten), not {value!r}")
    return None

def option(name, default):
    """--name VALUE on the command line (tests point the pipeline at their own files)."""
    if name in sys.argv[:-1]:
        return pathlib.Path(sys.argv[sys.argv.index(name) + 1])
    return default

def load_modules():
    """Tools/catalog/*.py: dishes_core first (the composed foods that used to be plain), then by name."""
    folder = option("--modules", ROOT / "Tools/catalog")
    paths = sorted(folder.glob("*.py"), key=lambda p: (p.stem != "dishes_core", p.name))
    modules = []
    for path in paths:
        spec = importlib.util.spec_from_file_location(f"catalog_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as error:  # a broken data file is one more problem, not the end of the run
            problem(f"{path.name}: cannot be read ({type(error).__name__}: {error})")
            continue
        modules.append((path.name, list(getattr(module, "INGREDIENTS", [])), list(getattr(module, "DISHES", []))))
    return modules

def plain_food(entry, origin, section_ids):
    if len(entry) not in (8, 9):
        problem(f"{origin}: an ingredient has {len(entry)} fields, not 8 or 9: {entry[:1]}")
        return None
    fid, name, section, icon, aliases, product, usda, portions = entry[:8]
    yield_value = entry[8] if len(entry) == 9 else None
    if section not in section_ids or section in DISH_SECTION_IDS:
        problem(f"{origin}: food {fid!r}, section: {section!r} is not a food-group section")
    row = PN.get(product)
    if row is None:
        problem(f"{origin}: food {fid!r}, pn_product: {product!r} is not a row of the study")
        return None
    usda_row = pick_usda(usda, fid)
    yield_entry = resolve_yield(yield_value, fid, section)
    if usda_row is None:
        return None
    food = {"id": fid, "name": name, "section": section, "icon": icon, "aliases": list(aliases)}
    if portions:
        food["portions"] = {"little": portions[0], "some": portions[1], "lot": portions[2]}
    per_kg = float(row["ghg_kgco2e_per_kg"])
    footprint = {
        "kgCO2ePerKg": per_kg / yield_entry["factor"] if yield_entry else per_kg,
        "product": product,
        "proxy": fid not in DIRECT.get(product, set()),
    }
    if yield_entry:
        footprint["yield"] = yield_entry
    food["footprint"] = footprint
    nutrition = usda_nutrients(usda_row)
    nutrition["usdaNdb"] = usda_row["ndb_no"]
    nutrition["usdaDescription"] = usda_row["long_desc"]
    if fid in NUTRITION_PROXY:
        nutrition["proxy"] = True
    food["nutrition"] = nutrition
    measure = household_measure({"ndb_no": MEASURE_FROM_ROW[fid]} if fid in MEASURE_FROM_ROW else usda_row)
    if measure:
        food["measure"] = measure
    return food

# Foods whose own SR28 row counts only in cups, and the row whose thing in the hand they are
# counted in: a hard-boiled egg's row has "1 cup, chopped" (136 g), so `add egg --quantity 2x`
# logged 272 g; a large raw egg (01123) is 50 g, shell off (issue 34).
MEASURE_FROM_ROW = {"egg": "01123"}

# Household measures that are weights or packs, not a thing in the hand or a spoon or cup.
NOT_MEASURES = {"oz", "fl", "lb", "serving", "package", "container", "unit", "nlea", "g"}

# Volumes: a measure, but a thing in the hand ("1 large" egg, "1 slice") says more where USDA has both.
VOLUMES = {"cup", "tbsp", "tablespoon", "tsp", "teaspoon", "cubic"}

def household_measure(row):
    """Of SR28's two household measures for the row, the one that is a count of something
    ("1 large", "1 slice", "1 cup, chopped"), a thing before a volume; None where neither is."""
    found = [m for m in (one_measure(row, n) for n in ("1", "2")) if m]
    things = [m for m in found if m["label"].split(" ")[1].rstrip(",").lower() not in VOLUMES]
    return (things or found or [None])[0]

def one_measure(row, n):
    """SR28's household measure number n of the row, if it is a count of one thing."""
    more = SR_MORE.get(row["ndb_no"], {})
    label, grams = more.get(f"household_{n}", "").strip(), more.get(f"household_{n}_g", "")
    # USDA's words, bracketed notes dropped ("1 cup,  (8 fl oz)" is "1 cup"); "chopped" stays.
    label = " ".join(label.split("(")[0].split()).rstrip(",").strip()
    words = label.split(" ")
    if len(words) < 2 or words[0] != "1" or words[1].rstrip(",").lower() in NOT_MEASURES or not grams:
        return None
    weight = round(float(grams))
    return {"label": label, "grams": weight} if 1 <= weight <= 5000 and len(label) <= 40 else None

def usda_figure(row, nutrient):
    """The nutrient per 100 g in its table unit from an SR28 row, or None where SR28 has no value
    (an empty cell is unknown, never 0)."""
    column = nutrient["usda_column"]
    text = row.get(column, SR_MORE.get(row["ndb_no"], {}).get(column, ""))
    return float(text) * float(nutrient["usda_factor"]) if text else None

# SR28 rows whose blank cell is a value known to be 0, with the reason (README, data notes): a
# plant oil holds no vitamin D, as SR28 gives 0 for every other plant oil (canola 04582, olive
# 04053, soybean 04044, sesame 04058, coconut 04047). Left blank, 88 fried dishes were "vitamin
# D unknown" for their frying oil alone (issue 34). Margarine stays unknown: it may be fortified.
KNOWN_ZEROS = {
    "04060": {"vitamin_d"},  # Oil, sunflower, linoleic (less than 60%)
    "04055": {"vitamin_d"},  # Oil, palm
}

def usda_nutrients(row):
    """A food's nutrition figures from its SR28 row: energy, protein and fibre in their own
    fields, every other nutrient of the table in per100g, each left out where unknown (or 0
    where its blank is a known 0, KNOWN_ZEROS)."""
    nutrition, per100g = {}, {}
    for nutrient in NUTRIENTS:
        value = usda_figure(row, nutrient)
        if value is None and nutrient["id"] in KNOWN_ZEROS.get(row["ndb_no"], set()):
            value = 0.0
        if value is None:
            continue
        if nutrient["id"] in OWN_FIELDS:
            nutrition[OWN_FIELDS[nutrient["id"]]] = value
        else:
            per100g[nutrient["id"]] = value
    if per100g:
        nutrition["per100g"] = per100g
    return nutrition

def check_nutrient_columns():
    """Every usda_column of the nutrient table is a column of one of the two SR28 tables."""
    columns = set(SR[0]) | set(next(iter(SR_MORE.values())))
    for nutrient in NUTRIENTS:
        if nutrient["usda_column"] not in columns:
            problem(f"Data/nutrients.tsv: nutrient {nutrient['id']!r}, usda_column: {nutrient['usda_column']!r} is in neither SR28 table")

def dish_food(entry, origin, section_ids):
    if len(entry) != 7:
        problem(f"{origin}: a dish has {len(entry)} fields, not 7: {entry[:1]}")
        return None
    fid, name, section, icon, aliases, serving, ingredients = entry
    if section not in section_ids:
        problem(f"{origin}: dish {fid!r}, section: {section!r} is not a section; dishes go in {', '.join(s for s, *_ in DISH_SECTIONS)}")
    if not isinstance(serving, (int, float)) or serving <= 0:
        problem(f"{origin}: dish {fid!r}, serving_grams: must be above 0, not {serving!r}")
        serving = 0
    if not ingredients:
        problem(f"{origin}: dish {fid!r}, ingredients: none; list what one serving is made of")
    total = 0
    for item in ingredients:
        if len(item) != 2 or not isinstance(item[1], (int, float)) or item[1] <= 0:
            problem(f"{origin}: dish {fid!r}, ingredients: {item!r} is not (id, grams above 0)")
            continue
        total += item[1]
    if serving > 0 and ingredients and abs(total - serving) > 0.02 * serving:
        problem(f"{origin}: dish {fid!r}, ingredients: grams add up to {total:g}, not serving_grams {serving:g}")
    return {
        "id": fid, "name": name, "section": section, "icon": icon, "aliases": list(aliases),
        "recipe": {"servingGrams": int(round(serving)), "ingredients": [{"id": i, "grams": float(g)} for i, g in ingredients if len((i, g)) == 2]},
    }

def check_recipes(foods):
    """Unknown ingredients and cycles, all of them."""
    by_id = {f["id"]: f for f in foods}
    for food in foods:
        for item in food.get("recipe", {}).get("ingredients", []):
            if item["id"] not in by_id:
                problem(f"{food['_origin']}: dish {food['id']!r}, ingredients: unknown ingredient {item['id']!r}")
    state = {}
    def visit(fid, path):
        if state.get(fid) == "done":
            return
        if state.get(fid) == "open":
            cycle = path[path.index(fid):] + [fid]
            problem(f"dish {fid!r}, ingredients: a cycle {' -> '.join(cycle)}")
            return
        state[fid] = "open"
        for item in by_id[fid].get("recipe", {}).get("ingredients", []):
            if item["id"] in by_id:
                visit(item["id"], path + [fid])
        state[fid] = "done"
    for food in foods:
        visit(food["id"], [])

def figures(fid, by_id, memo):
    """(kg CO2e per kg, {nutrient id: per 100 g or None}) of a food, a dish's from its
    ingredients as the app composes it (Catalog+Composing.swift): the grams-weighted sum divided
    by the grams, unknown where any ingredient's is. The pipeline's own check and summary; the
    app computes them again when it loads the catalog."""
    if fid in memo:
        return memo[fid]
    food = by_id[fid]
    if "recipe" not in food:
        n = food["nutrition"]
        amounts = {}
        for nutrient in NUTRIENTS:
            key = nutrient["id"]
            amounts[key] = n.get(OWN_FIELDS[key]) if key in OWN_FIELDS else n.get("per100g", {}).get(key)
        result = (food["footprint"]["kgCO2ePerKg"], amounts)
    else:
        items = food["recipe"]["ingredients"]
        total = sum(i["grams"] for i in items)
        parts = [(figures(i["id"], by_id, memo), i["grams"]) for i in items]
        def mean(values):
            if None in values:
                return None
            weighted = 0.0
            for value, (_, grams) in zip(values, parts):
                weighted += value * grams
            return weighted / total
        amounts = {n["id"]: mean([f[1][n["id"]] for f, _ in parts]) for n in NUTRIENTS}
        result = (mean([f[0] for f, _ in parts]), amounts)
    memo[fid] = result
    return result

def sections_within(fid, by_id, memo):
    if fid not in memo:
        food = by_id[fid]
        found = {food["section"]}
        for item in food.get("recipe", {}).get("ingredients", []):
            found |= sections_within(item["id"], by_id, memo)
        memo[fid] = found
    return memo[fid]

def check_icons(foods):
    """One emoji that terminals draw two columns wide: East Asian width W (emoji presentation)."""
    for food in foods:
        icon = food["icon"]
        if len(icon) != 1 or unicodedata.east_asian_width(icon) not in ("W", "F"):
            problem(f"{food['_origin']}: food {food['id']!r}, icon: {icon!r} is not one emoji two columns wide (no selector or joiner); pick another")

def check_aliases(foods):
    """An alias must never be another food's name or id: it would land the search on the wrong food."""
    names = {}
    for food in foods:
        names.setdefault(food["name"].lower(), food["id"])
        names.setdefault(food["id"].replace("-", " "), food["id"])
    for food in foods:
        for alias in food["aliases"]:
            other = names.get(alias.lower())
            if other and other != food["id"]:
                problem(f"{food['_origin']}: food {food['id']!r}, aliases: {alias!r} is the name of {other!r}")

DISH_SECTION_IDS = {s for s, *_ in DISH_SECTIONS}

def main():
    section_ids = {s for s, *_ in SECTIONS} | DISH_SECTION_IDS
    modules = load_modules()
    entries = [("make-catalog.py", e, "plain") for e in FOODS]
    for origin, ingredients, dishes in modules:
        entries += [(origin, e, "plain") for e in ingredients]
        entries += [(origin, e, "dish") for e in dishes]
    foods, origin_of = [], {}
    for origin, entry, kind in entries:
        fid = entry[0] if entry else None
        if fid in origin_of:
            if origin != origin_of[fid]:
                print(f"note: {fid!r} in {origin} is already defined in {origin_of[fid]}; the first one is kept", file=sys.stderr)
            else:
                problem(f"{origin}: food {fid!r} is defined twice in the same file")
            continue
        food = plain_food(entry, origin, section_ids) if kind == "plain" else dish_food(entry, origin, section_ids)
        if food is None:
            continue
        origin_of[fid] = origin
        food["_origin"] = origin
        foods.append(food)
    check_recipes(foods)
    check_nutrient_columns()
    check_aliases(foods)
    check_icons(foods)
    if PROBLEMS:
        for text in PROBLEMS:
            print(f"make-catalog: {text}", file=sys.stderr)
        sys.exit(f"make-catalog: {len(PROBLEMS)} problem(s); {option('--out', ROOT / 'Resources/catalog.json').name} is unchanged")

    # Each section's generic entry ("Some Red meat" for a user who wants no detail) is the
    # first food listed for it.
    generic = {}
    for food in foods:
        generic.setdefault(food["section"], food["id"])
    sections = [{"id": s, "name": n, "icon": i, "countsAsMeat": m, "generic": generic[s]} for s, n, i, m in SECTIONS]
    sections += [{"id": s, "name": n, "icon": i, "countsAsMeat": False, "generic": generic[s]} for s, n, i in DISH_SECTIONS if s in generic]
    by_id = {f["id"]: f for f in foods}
    memo, within = {}, {}
    for food in foods:
        figures(food["id"], by_id, memo)
        sections_within(food["id"], by_id, within)
    out_foods = [{k: v for k, v in f.items() if not k.startswith("_")} for f in foods]
    catalog = {
        "sources": [
            {"id": "poore-nemecek-2018", "citation": "J. Poore and T. Nemecek, \"Reducing food's environmental impacts through producers and consumers\", Science 360 (2018) 987-992; per-product global averages as published by Our World in Data (2020).", "used_for": "footprint"},
            {"id": "usda-sr28", "citation": "US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. USDA National Nutrient Database for Standard Reference, Release 28 (2015).", "used_for": "nutrition"},
        ],
        "sections": sections,
        "foods": out_foods,
    }
    out = option("--out", ROOT / "Resources/catalog.json")
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(catalog, ensure_ascii=False, indent=1) + "\n")
    dishes = [f for f in foods if "recipe" in f]
    print(f"{len(foods)} foods ({len(dishes)} composed) in {len(sections)} sections -> {out}")
    meat = {s for s, _, _, m in SECTIONS if m}
    if "--quiet" in sys.argv:
        return
    for f in foods:
        kg, amounts = memo[f["id"]]
        kcal, protein, fibre = amounts["kcal"], amounts["protein"], amounts["fibre"]
        label = "dish " if "recipe" in f else ("proxy" if f["footprint"]["proxy"] else "     ")
        flag = "MEAT" if within[f["id"]] & meat else "    "
        source = f["nutrition"]["usdaDescription"][:70] if "nutrition" in f else ", ".join(f"{i['id']} {i['grams']:g}" for i in f["recipe"]["ingredients"])[:70]
        fib = "  -  " if fibre is None else f"{fibre:5.1f}"
        print(f"{f['id']:26} {kg:7.2f} {label} {flag} {kcal:5.0f} {protein:5.1f} {fib}  {source}")

if __name__ == "__main__":
    main()
