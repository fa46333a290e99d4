#!/usr/bin/env python3
"""Builds Resources/catalog.json from the hand-written food list below and the two reference
tables in Data/ (Poore & Nemecek 2018; USDA SR28). Every figure in the catalog comes from those
tables: this script only chooses the rows. Run: python3 Tools/make-catalog.py"""
import csv, json, re, sys, pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PN = {r["product"]: r for r in csv.DictReader(open(ROOT / "Data/poore-nemecek-2018-per-product.tsv"), delimiter="\t")}
SR = list(csv.DictReader(open(ROOT / "Data/usda-sr28-foods.tsv"), delimiter="\t"))

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

# Nearest Poore & Nemecek product for foods without a row of their own ("proxy").
DIRECT = object()

# id, name, section, icon, aliases, P&N product, USDA long_desc regex, portions (little, some, lot) or None
FOODS = [
    # Red meat
    ("red-meat", "Red meat", "red-meat", "🥩", ["meat"], "Beef (beef herd)", r"^Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, raw", None),
    ("beef", "Beef", "red-meat", "🥩", ["beef meat", "cow"], "Beef (beef herd)", r"^Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0\" fat, all grades, cooked", None),
    ("ground-beef", "Ground beef", "red-meat", "🍔", ["mince", "minced beef", "beef mince", "hamburger meat"], "Beef (beef herd)", r"^Beef, ground, 85% lean meat / 15% fat, raw", None),
    ("steak", "Steak", "red-meat", "🥩", ["sirloin", "ribeye", "beef steak", "t-bone"], "Beef (beef herd)", r"^Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8\" fat, choice, raw", (100, 200, 350)),
    ("burger", "Beef burger", "red-meat", "🍔", ["hamburger", "cheeseburger", "patty"], "Beef (beef herd)", r"^Beef, ground, patties, frozen, cooked, broiled", (60, 120, 240)),
    ("roast-beef", "Roast beef", "red-meat", "🥩", ["beef roast", "pot roast"], "Beef (beef herd)", r"^Beef, rib, whole \(ribs 6-12\), separable lean and fat, trimmed to 1/8\" fat, all grades, cooked, roasted", None),
    ("corned-beef", "Corned beef", "red-meat", "🥫", ["salt beef", "bully beef"], "Beef (beef herd)", r"^Beef, cured, corned beef, canned", None),
    ("beef-jerky", "Beef jerky", "red-meat", "🥩", ["jerky", "biltong"], "Beef (beef herd)", r"^Snacks, beef jerky, chopped and formed", (25, 50, 100)),
    ("veal", "Veal", "red-meat", "🥩", ["calf", "escalope"], "Beef (dairy herd)", r"^Veal, composite of trimmed retail cuts, separable lean and fat, raw", None),
    ("lamb", "Lamb", "red-meat", "🍖", ["lamb chop", "rack of lamb", "lamb leg"], "Lamb & Mutton", r"^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, raw", None),
    ("ground-lamb", "Ground lamb", "red-meat", "🍖", ["lamb mince", "minced lamb"], "Lamb & Mutton", r"^Lamb, ground, raw", None),
    ("mutton", "Mutton", "red-meat", "🍖", ["hogget", "sheep meat"], "Lamb & Mutton", r"^Game meat, goat, raw|^Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, cooked", None),
    ("pork", "Pork", "red-meat", "🍖", ["pig", "pork loin", "pork chop"], "Pig Meat", r"^Pork, fresh, composite of trimmed retail cuts \(leg, loin, shoulder\), separable lean and fat, raw|^Pork, fresh, composite of trimmed retail cuts \(leg, loin, and shoulder\), separable lean and fat, raw|^Pork, fresh, loin, whole, separable lean and fat, raw", None),
    ("ground-pork", "Ground pork", "red-meat", "🍖", ["pork mince", "minced pork"], "Pig Meat", r"^Pork, fresh, ground, raw", None),
    ("bacon", "Bacon", "red-meat", "🥓", ["rashers", "streaky bacon", "back bacon"], "Pig Meat", r"^Pork, cured, bacon, unprepared", (25, 50, 100)),
    ("ham", "Ham", "red-meat", "🍖", ["gammon", "prosciutto", "jamón"], "Pig Meat", r"^Pork, cured, ham, boneless, regular \(approximately 11% fat\), roasted", (30, 60, 120)),
    ("pork-sausage", "Pork sausage", "red-meat", "🌭", ["banger", "sausages", "bratwurst"], "Pig Meat", r"^Sausage, pork, fresh, cooked|^Pork sausage, link/patty, fully cooked, unheated", (50, 100, 200)),
    ("hot-dog", "Hot dog", "red-meat", "🌭", ["frankfurter", "wiener", "frank"], "Pig Meat", r"^Frankfurter, meat$", (45, 90, 180)),
    ("salami", "Salami", "red-meat", "🍕", ["pepperoni", "chorizo"], "Pig Meat", r"^Salami, dry or hard, pork$|^Salami, dry or hard, pork, beef", (20, 50, 100)),
    ("pork-ribs", "Pork ribs", "red-meat", "🍖", ["spare ribs", "spareribs", "baby back ribs"], "Pig Meat", r"^Pork, fresh, spareribs, separable lean and fat, cooked, braised", None),
    ("pulled-pork", "Pulled pork", "red-meat", "🍖", ["carnitas", "pork shoulder"], "Pig Meat", r"^Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted", None),
    ("liver", "Liver", "red-meat", "🍖", ["calf liver", "beef liver", "offal"], "Beef (beef herd)", r"^Beef, variety meats and by-products, liver, raw", None),
    ("meatballs", "Meatballs", "red-meat", "🍝", ["meat balls", "köttbullar", "polpette"], "Beef (beef herd)", r"^Meatballs, frozen, Italian style", None),
    ("bolognese", "Bolognese sauce", "red-meat", "🍝", ["ragu", "spag bol", "meat sauce"], "Beef (beef herd)", r"^Restaurant, Italian, spaghetti with meat sauce", None),
    # Poultry
    ("poultry", "Poultry", "poultry", "🍗", ["fowl"], "Poultry Meat", r"^Chicken, broilers or fryers, meat only, raw", None),
    ("chicken", "Chicken", "poultry", "🍗", ["chook", "roast chicken", "chicken meat"], "Poultry Meat", r"^Chicken, broilers or fryers, meat only, roasted", None),
    ("chicken-breast", "Chicken breast", "poultry", "🍗", ["chicken fillet", "chicken filet"], "Poultry Meat", r"^Chicken, broilers or fryers, breast, meat only, cooked, roasted", (75, 150, 300)),
    ("chicken-thigh", "Chicken thigh", "poultry", "🍗", ["thighs"], "Poultry Meat", r"^Chicken, broilers or fryers, thigh, meat only, cooked, roasted", (60, 120, 240)),
    ("chicken-wings", "Chicken wings", "poultry", "🍗", ["buffalo wings", "wings", "hot wings"], "Poultry Meat", r"^Chicken, broilers or fryers, wing, meat and skin, cooked, roasted", None),
    ("chicken-nuggets", "Chicken nuggets", "poultry", "🍗", ["nuggets", "chicken tenders", "goujons"], "Poultry Meat", r"^Chicken, broilers or fryers, breast, meat and skin, cooked, fried, batter|^Fast foods, chicken tenders", (60, 120, 240)),
    ("fried-chicken", "Fried chicken", "poultry", "🍗", ["kfc", "southern fried chicken"], "Poultry Meat", r"^Chicken, broilers or fryers, meat and skin, cooked, fried, batter", None),
    ("ground-chicken", "Ground chicken", "poultry", "🍗", ["chicken mince", "minced chicken"], "Poultry Meat", r"^Chicken, ground, raw", None),
    ("turkey", "Turkey", "poultry", "🦃", ["roast turkey", "turkey breast"], "Poultry Meat", r"^Turkey, whole, meat only, cooked, roasted|^Turkey, all classes, meat only, cooked, roasted", None),
    ("ground-turkey", "Ground turkey", "poultry", "🦃", ["turkey mince", "minced turkey"], "Poultry Meat", r"^Turkey, ground, raw|^Ground turkey, raw|^Turkey, Ground, raw|^Ground turkey", None),
    ("turkey-slices", "Turkey slices", "poultry", "🦃", ["deli turkey", "sliced turkey", "turkey ham"], "Poultry Meat", r"^Turkey breast, sliced, prepackaged|^Turkey, breast, sliced", (30, 60, 120)),
    ("duck", "Duck", "poultry", "🦆", ["duck breast", "peking duck", "canard"], "Poultry Meat", r"^Duck, domesticated, meat only, cooked, roasted", None),
    ("goose", "Goose", "poultry", "🦆", ["roast goose"], "Poultry Meat", r"^Goose, domesticated, meat only, cooked, roasted", None),
    ("chicken-liver", "Chicken liver", "poultry", "🍗", ["chicken livers", "pâté", "pate"], "Poultry Meat", r"^Chicken, liver, all classes, raw", None),
    ("chicken-soup", "Chicken soup", "poultry", "🍲", ["chicken noodle soup", "chicken broth"], "Poultry Meat", r"^Soup, chicken noodle, canned, prepared with equal volume water", (125, 250, 500)),
    # Game and other meat
    ("game", "Game", "game", "🦌", ["wild meat", "other meat"], "Beef (beef herd)", r"^Game meat, deer, raw", None),
    ("venison", "Venison", "game", "🦌", ["deer", "roe deer"], "Beef (beef herd)", r"^Game meat, deer, cooked, roasted", None),
    ("rabbit", "Rabbit", "game", "🐇", ["hare", "bunny", "lapin"], "Poultry Meat", r"^Game meat, rabbit, domesticated, composite of cuts, cooked, roasted", None),
    ("bison", "Bison", "game", "🦬", ["buffalo"], "Beef (beef herd)", r"^Game meat, bison, separable lean only, cooked, roasted", None),
    ("elk", "Elk", "game", "🦌", ["wapiti"], "Beef (beef herd)", r"^Game meat, elk, cooked, roasted", None),
    ("wild-boar", "Wild boar", "game", "🐗", ["boar", "sanglier"], "Pig Meat", r"^Game meat, boar, wild, cooked, roasted", None),
    ("goat", "Goat", "game", "🐐", ["goat meat", "chevon", "cabrito"], "Lamb & Mutton", r"^Game meat, goat, cooked, roasted", None),
    ("pheasant", "Pheasant", "game", "🐦", ["game bird"], "Poultry Meat", r"^Pheasant, cooked, total edible|^Game meat, pheasant|^Pheasant, breast, meat only, raw", None),
    ("quail", "Quail", "game", "🐦", ["quails"], "Poultry Meat", r"^Quail, meat only, raw", None),
    ("pigeon", "Pigeon", "game", "🐦", ["squab", "wood pigeon"], "Poultry Meat", r"^Squab, \(pigeon\), meat only, raw", None),
    ("horse", "Horse", "game", "🐎", ["horse meat", "horsemeat"], "Beef (beef herd)", r"^Game meat, horse, cooked, roasted", None),
    ("kangaroo", "Kangaroo", "game", "🦘", ["roo"], "Lamb & Mutton", r"^Game meat, elk, raw", None),
    # Fish
    ("fish", "Fish", "fish", "🐟", ["seafood fish", "white fish"], "Fish (farmed)", r"^Fish, cod, Atlantic, raw", None),
    ("salmon", "Salmon", "fish", "🍣", ["smoked salmon", "lox", "saumon"], "Fish (farmed)", r"^Fish, salmon, Atlantic, farmed, cooked, dry heat", None),
    ("tuna", "Tuna", "fish", "🐟", ["tuna steak", "ahi"], "Fish (farmed)", r"^Fish, tuna, fresh, yellowfin, raw|^Fish, tuna, yellowfin, fresh, raw", None),
    ("canned-tuna", "Canned tuna", "fish", "🥫", ["tinned tuna", "tuna can", "tuna chunks"], "Fish (farmed)", r"^Fish, tuna, light, canned in water, drained solids", (40, 80, 160)),
    ("cod", "Cod", "fish", "🐟", ["codfish", "bacalao"], "Fish (farmed)", r"^Fish, cod, Atlantic, cooked, dry heat", None),
    ("haddock", "Haddock", "fish", "🐟", ["smoked haddock", "finnan haddie"], "Fish (farmed)", r"^Fish, haddock, cooked, dry heat", None),
    ("pollock", "Pollock", "fish", "🐟", ["pollack", "coley", "saithe"], "Fish (farmed)", r"^Fish, pollock, Alaska, cooked", None),
    ("trout", "Trout", "fish", "🐟", ["rainbow trout", "sea trout"], "Fish (farmed)", r"^Fish, trout, rainbow, farmed, cooked, dry heat", None),
    ("mackerel", "Mackerel", "fish", "🐟", ["smoked mackerel"], "Fish (farmed)", r"^Fish, mackerel, Atlantic, cooked, dry heat", None),
    ("sardines", "Sardines", "fish", "🥫", ["sardine", "pilchards"], "Fish (farmed)", r"^Fish, sardine, Atlantic, canned in oil, drained solids with bone", (40, 90, 180)),
    ("anchovies", "Anchovies", "fish", "🐟", ["anchovy", "boquerones"], "Fish (farmed)", r"^Fish, anchovy, european, canned in oil, drained solids", (10, 30, 60)),
    ("herring", "Herring", "fish", "🐟", ["kipper", "pickled herring", "rollmop"], "Fish (farmed)", r"^Fish, herring, Atlantic, cooked, dry heat", None),
    ("tilapia", "Tilapia", "fish", "🐟", ["st peter's fish"], "Fish (farmed)", r"^Fish, tilapia, cooked, dry heat", None),
    ("catfish", "Catfish", "fish", "🐟", ["basa", "pangasius", "swai"], "Fish (farmed)", r"^Fish, catfish, channel, farmed, cooked, dry heat", None),
    ("sea-bass", "Sea bass", "fish", "🐟", ["seabass", "branzino", "bass"], "Fish (farmed)", r"^Fish, sea bass, mixed species, cooked, dry heat", None),
    ("halibut", "Halibut", "fish", "🐟", ["turbot"], "Fish (farmed)", r"^Fish, halibut, Atlantic and Pacific, cooked, dry heat", None),
    ("swordfish", "Swordfish", "fish", "🐟", ["espadon"], "Fish (farmed)", r"^Fish, swordfish, cooked, dry heat", None),
    ("sole", "Sole", "fish", "🐟", ["flounder", "plaice", "dover sole"], "Fish (farmed)", r"^Fish, flatfish \(flounder and sole species\), cooked, dry heat|^Fish, flounder", None),
    ("fish-fingers", "Fish fingers", "fish", "🐟", ["fish sticks", "fish fingers"], "Fish (farmed)", r"^Fish, fish sticks, frozen, prepared", (60, 120, 240)),
    ("fish-and-chips", "Fish and chips", "fish", "🐟", ["battered fish", "fish supper"], "Fish (farmed)", r"^Fast foods?, fish sandwich|^Fish, cod, Atlantic, cooked, dry heat", (150, 300, 500)),
    ("sushi", "Sushi", "fish", "🍣", ["sashimi", "maki", "nigiri"], "Fish (farmed)", r"^Fish, tuna, fresh, bluefin, raw", (60, 150, 300)),
    ("eel", "Eel", "fish", "🐟", ["unagi", "jellied eels"], "Fish (farmed)", r"^Fish, eel, mixed species, cooked, dry heat", None),
    ("carp", "Carp", "fish", "🐟", ["koi"], "Fish (farmed)", r"^Fish, carp, cooked, dry heat", None),
    ("caviar", "Caviar", "fish", "🐟", ["fish roe", "roe", "ikura"], "Fish (farmed)", r"^Fish, caviar, black and red, granular", (10, 25, 50)),
    # Shellfish
    ("shellfish", "Shellfish", "shellfish", "🦐", ["seafood", "fruits de mer"], "Prawns (farmed)", r"^Crustaceans, shrimp, mixed species, raw", None),
    ("shrimp", "Shrimp", "shellfish", "🦐", ["prawn", "king prawn", "tiger prawn", "gambas", "scampi"], "Prawns (farmed)", r"^Crustaceans, shrimp, mixed species, cooked, moist heat", None),
    ("crab", "Crab", "shellfish", "🦀", ["crab meat", "crabmeat", "king crab"], "Prawns (farmed)", r"^Crustaceans, crab, blue, cooked, moist heat", None),
    ("lobster", "Lobster", "shellfish", "🦞", ["langoustine", "crayfish", "crawfish"], "Prawns (farmed)", r"^Crustaceans, lobster, northern, cooked, moist heat", None),
    ("mussels", "Mussels", "shellfish", "🦪", ["mussel", "moules"], "Fish (farmed)", r"^Mollusks, mussel, blue, cooked, moist heat", None),
    ("oysters", "Oysters", "shellfish", "🦪", ["oyster"], "Fish (farmed)", r"^Mollusks, oyster, Pacific, cooked, moist heat", (50, 120, 240)),
    ("clams", "Clams", "shellfish", "🦪", ["clam", "vongole", "cockles"], "Fish (farmed)", r"^Mollusks, clam, mixed species, cooked, moist heat", None),
    ("scallops", "Scallops", "shellfish", "🦪", ["scallop", "coquilles saint-jacques"], "Fish (farmed)", r"^Mollusks, scallop, \(bay and sea\), cooked, steamed|^Mollusks, scallop, mixed species, raw", None),
    ("squid", "Squid", "shellfish", "🦑", ["calamari", "calamares"], "Fish (farmed)", r"^Mollusks, squid, mixed species, raw", None),
    ("octopus", "Octopus", "shellfish", "🐙", ["pulpo", "tako"], "Fish (farmed)", r"^Mollusks, octopus, common, cooked, moist heat", None),
    ("crab-sticks", "Crab sticks", "shellfish", "🦀", ["surimi", "seafood sticks", "imitation crab", "kanikama"], "Fish (farmed)", r"^Crustaceans, crab, alaska king, imitation, made from surimi", (30, 60, 120)),
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
    ("cottage-cheese", "Cottage cheese", "dairy", "🧀", ["curd cheese", "quark"], "Cheese", r"^Cheese, cottage, lowfat, 2% milkfat", None),
    ("halloumi", "Halloumi", "dairy", "🧀", ["grilling cheese", "paneer"], "Cheese", r"^Cheese, mexican, queso asadero", (30, 80, 160)),
    ("yogurt", "Yogurt", "dairy", "🥛", ["yoghurt", "yogourt", "natural yoghurt"], "Milk", r"^Yogurt, plain, whole milk", (75, 150, 300)),
    ("greek-yogurt", "Greek yogurt", "dairy", "🥛", ["greek yoghurt", "skyr", "strained yoghurt"], "Milk", r"^Yogurt, Greek, plain, whole milk", (75, 150, 300)),
    ("butter", "Butter", "dairy", "🧈", ["ghee", "salted butter"], "Milk", r"^Butter, salted", (5, 15, 30)),
    ("cream", "Cream", "dairy", "🥛", ["double cream", "heavy cream", "whipping cream", "single cream"], "Milk", r"^Cream, fluid, heavy whipping", (15, 50, 100)),
    ("creme-fraiche", "Crème fraîche", "dairy", "🥛", ["sour cream", "soured cream"], "Milk", r"^Cream, sour, cultured", (15, 50, 100)),
    ("ice-cream", "Ice cream", "dairy", "🍦", ["gelato", "icecream"], "Milk", r"^Ice creams, vanilla$", (50, 100, 200)),
    ("milkshake", "Milkshake", "dairy", "🥛", ["shake", "frappe"], "Milk", r"^Beverages, milkshake|^Milk shakes, thick vanilla", (150, 300, 500)),
    # Eggs
    ("egg", "Egg", "eggs", "🥚", ["eggs", "hen's egg", "boiled egg", "hard-boiled egg"], "Eggs", r"^Egg, whole, cooked, hard-boiled", (50, 100, 150)),
    ("fried-egg", "Fried egg", "eggs", "🍳", ["sunny side up", "eggs over easy"], "Eggs", r"^Egg, whole, cooked, fried", (50, 100, 150)),
    ("scrambled-eggs", "Scrambled eggs", "eggs", "🍳", ["scrambled egg", "eggs scrambled"], "Eggs", r"^Egg, whole, cooked, scrambled", (60, 120, 200)),
    ("omelette", "Omelette", "eggs", "🍳", ["omelet", "frittata", "tortilla española"], "Eggs", r"^Egg, whole, cooked, omelet", (60, 120, 200)),
    ("poached-egg", "Poached egg", "eggs", "🥚", ["eggs benedict"], "Eggs", r"^Egg, whole, cooked, poached", (50, 100, 150)),
    ("egg-white", "Egg white", "eggs", "🥚", ["egg whites", "albumen"], "Eggs", r"^Egg, white, raw, fresh", (30, 100, 200)),
    ("quiche", "Quiche", "eggs", "🥧", ["quiche lorraine", "egg tart"], "Eggs", r"^Quiche|^Egg, whole, cooked, omelet", None),
    ("duck-egg", "Duck egg", "eggs", "🥚", ["duck eggs"], "Eggs", r"^Egg, duck, whole, fresh, raw", (70, 140, 210)),
    ("mayonnaise", "Mayonnaise", "eggs", "🥚", ["mayo", "aioli"], "Eggs", r"^Salad dressing, mayonnaise, regular", (10, 20, 40)),
    # Plant proteins
    ("plant-protein", "Plant protein", "plant-proteins", "🫘", ["pulses", "legumes"], "Other Pulses", r"^Beans, kidney, all types, mature seeds, cooked, boiled, without salt", None),
    ("tofu", "Tofu", "plant-proteins", "🫘", ["bean curd", "beancurd", "silken tofu"], "Tofu (soybeans)", r"^Tofu, firm, prepared with calcium sulfate and magnesium chloride \(nigari\)|^Tofu, raw, firm", None),
    ("tempeh", "Tempeh", "plant-proteins", "🫘", ["tempe"], "Tofu (soybeans)", r"^Tempeh$", None),
    ("lentils", "Lentils", "plant-proteins", "🫘", ["lentil", "dal", "dhal", "daal"], "Other Pulses", r"^Lentils, mature seeds, cooked, boiled, without salt", None),
    ("chickpeas", "Chickpeas", "plant-proteins", "🫘", ["chickpea", "garbanzo", "garbanzo beans", "chana"], "Other Pulses", r"^Chickpeas \(garbanzo beans, bengal gram\), mature seeds, cooked, boiled, without salt", None),
    ("hummus", "Hummus", "plant-proteins", "🫘", ["houmous", "hommus"], "Other Pulses", r"^Hummus, commercial", (30, 60, 120)),
    ("black-beans", "Black beans", "plant-proteins", "🫘", ["turtle beans", "frijoles negros"], "Other Pulses", r"^Beans, black, mature seeds, cooked, boiled, without salt", None),
    ("kidney-beans", "Kidney beans", "plant-proteins", "🫘", ["red beans", "rajma"], "Other Pulses", r"^Beans, kidney, red, mature seeds, cooked, boiled, without salt", None),
    ("baked-beans", "Baked beans", "plant-proteins", "🥫", ["beans on toast", "navy beans", "haricot beans"], "Other Pulses", r"^Beans, baked, canned, plain or vegetarian", None),
    ("edamame", "Edamame", "plant-proteins", "🫘", ["soybeans", "soya beans", "soy beans"], "Tofu (soybeans)", r"^Edamame, frozen, prepared", None),
    ("peas", "Peas", "plant-proteins", "🟢", ["garden peas", "green peas", "petits pois", "mushy peas"], "Peas", r"^Peas, green, frozen, cooked, boiled, drained, without salt", None),
    ("split-peas", "Split peas", "plant-proteins", "🟡", ["yellow split peas", "pease pudding"], "Peas", r"^Peas, split, mature seeds, cooked, boiled, without salt", None),
    ("falafel", "Falafel", "plant-proteins", "🧆", ["felafel", "chickpea fritters"], "Other Pulses", r"^Falafel, home-prepared", (50, 100, 200)),
    ("soy-milk", "Soy milk", "plant-proteins", "🥛", ["soya milk", "soymilk"], "Soymilk", r"^Soymilk, original and vanilla, with added calcium, vitamins A and D", (100, 250, 500)),
    ("oat-milk", "Oat milk", "plant-proteins", "🥛", ["oatly", "oat drink"], "Soymilk", r"^Cereals, oats, regular and quick, unenriched, cooked with water", (100, 250, 500)),
    ("pinto-beans", "Pinto beans", "plant-proteins", "🫘", ["refried beans", "frijoles"], "Other Pulses", r"^Beans, pinto, mature seeds, cooked, boiled, without salt", None),
    ("broad-beans", "Broad beans", "plant-proteins", "🫘", ["fava beans", "fava", "ful medames"], "Other Pulses", r"^Broadbeans \(fava beans\), mature seeds, cooked, boiled, without salt", None),
    # Meat alternatives
    ("meat-alternative", "Meat alternative", "meat-alternatives", "🌱", ["meat substitute", "fake meat", "mock meat", "plant-based meat"], "Tofu (soybeans)", r"^Veggie burgers or soyburgers, unprepared", None),
    ("veggie-burger", "Veggie burger", "meat-alternatives", "🌱", ["vegetarian burger", "vegan burger", "bean burger", "beyond burger", "impossible burger"], "Tofu (soybeans)", r"^Veggie burgers or soyburgers, unprepared", (60, 120, 240)),
    ("seitan", "Seitan", "meat-alternatives", "🌱", ["wheat gluten", "wheat meat"], "Wheat & Rye", r"^Vital wheat gluten", None),
    ("quorn", "Mycoprotein", "meat-alternatives", "🍄", ["quorn", "mycoprotein mince", "fungal protein"], "Tofu (soybeans)", r"^Meatless, meatballs|^Vegetarian meatloaf or patties", None),
    ("veggie-sausage", "Veggie sausage", "meat-alternatives", "🌭", ["vegetarian sausage", "vegan sausage", "meatless sausage", "linda mccartney"], "Tofu (soybeans)", r"^Meatless sausage|^Vegetarian fillets|^Sausage, meatless", (50, 100, 200)),
    ("soy-mince", "Soy mince", "meat-alternatives", "🌱", ["tvp", "textured vegetable protein", "soya mince", "vegan mince"], "Tofu (soybeans)", r"^Soy protein isolate|^Soy flour, defatted", None),
    ("vegan-nuggets", "Vegan nuggets", "meat-alternatives", "🌱", ["veggie nuggets", "chik'n nuggets", "meatless nuggets"], "Tofu (soybeans)", r"^Meatless, chicken|^Vegetarian fillets", (60, 120, 240)),
    ("jackfruit", "Jackfruit", "meat-alternatives", "🌱", ["pulled jackfruit", "young jackfruit"], "Other Fruit", r"^Jackfruit, raw", None),
    ("vegan-cheese", "Vegan cheese", "meat-alternatives", "🧀", ["dairy-free cheese", "plant cheese", "nutritional yeast"], "Nuts", r"^Cheese substitute, mozzarella|^Imitation cheese", (20, 40, 80)),
    # Grains
    ("grains", "Grains", "grains", "🌾", ["cereal", "carbs"], "Wheat & Rye", r"^Wheat flour, whole-grain", None),
    ("bread", "Bread", "grains", "🍞", ["toast", "loaf", "sliced bread"], "Wheat & Rye", r"^Bread, white, commercially prepared \(includes soft bread crumbs\)$", (40, 80, 160)),
    ("wholemeal-bread", "Wholemeal bread", "grains", "🍞", ["whole wheat bread", "wholewheat bread", "brown bread", "wholegrain bread"], "Wheat & Rye", r"^Bread, whole-wheat, commercially prepared", (40, 80, 160)),
    ("sourdough", "Sourdough", "grains", "🥖", ["sourdough bread", "baguette", "french bread"], "Wheat & Rye", r"^Bread, french or vienna \(includes sourdough\)", (40, 80, 160)),
    ("rye-bread", "Rye bread", "grains", "🍞", ["pumpernickel", "rye"], "Wheat & Rye", r"^Bread, rye$", (40, 80, 160)),
    ("bagel", "Bagel", "grains", "🥯", ["bagels"], "Wheat & Rye", r"^Bagels, plain, enriched, with calcium propionate", (50, 100, 200)),
    ("croissant", "Croissant", "grains", "🥐", ["pain au chocolat", "viennoiserie"], "Wheat & Rye", r"^Croissants, butter", (30, 60, 120)),
    ("tortilla", "Tortilla", "grains", "🌮", ["wrap", "flour tortilla", "taco shell"], "Wheat & Rye", r"^Tortillas, ready-to-bake or -fry, flour", (40, 80, 160)),
    ("pita", "Pita", "grains", "🫓", ["pitta", "flatbread", "naan"], "Wheat & Rye", r"^Bread, pita, white, enriched", (30, 60, 120)),
    ("pasta", "Pasta", "grains", "🍝", ["spaghetti", "penne", "macaroni", "fusilli", "linguine"], "Wheat & Rye", r"^Pasta, cooked, enriched, without added salt", (100, 200, 350)),
    ("noodles", "Noodles", "grains", "🍜", ["ramen", "udon", "egg noodles"], "Wheat & Rye", r"^Noodles, egg, cooked, enriched", (100, 200, 350)),
    ("rice-noodles", "Rice noodles", "grains", "🍜", ["vermicelli", "pad thai noodles", "pho noodles"], "Rice", r"^Rice noodles, cooked", (100, 200, 350)),
    ("rice", "Rice", "grains", "🍚", ["white rice", "basmati", "jasmine rice", "risotto"], "Rice", r"^Rice, white, long-grain, regular, enriched, cooked", (75, 150, 300)),
    ("brown-rice", "Brown rice", "grains", "🍚", ["wholegrain rice", "whole grain rice"], "Rice", r"^Rice, brown, long-grain, cooked", (75, 150, 300)),
    ("oats", "Oats", "grains", "🥣", ["porridge", "oatmeal", "rolled oats", "overnight oats"], "Oatmeal", r"^Cereals, oats, regular and quick, not fortified, dry", (30, 50, 80)),
    ("muesli", "Muesli", "grains", "🥣", ["granola", "bircher"], "Oatmeal", r"^Cereals ready-to-eat, granola, homemade", (30, 50, 80)),
    ("cornflakes", "Cornflakes", "grains", "🥣", ["cereal flakes", "breakfast cereal"], "Maize", r"^Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", (20, 40, 80)),
    ("couscous", "Couscous", "grains", "🌾", ["cous cous"], "Wheat & Rye", r"^Couscous, cooked", (75, 150, 300)),
    ("quinoa", "Quinoa", "grains", "🌾", ["keen-wah"], "Wheat & Rye", r"^Quinoa, cooked", (75, 150, 300)),
    ("bulgur", "Bulgur", "grains", "🌾", ["bulgur wheat", "bulghur", "tabbouleh"], "Wheat & Rye", r"^Bulgur, cooked", (75, 150, 300)),
    ("barley", "Barley", "grains", "🌾", ["pearl barley"], "Barley", r"^Barley, pearled, cooked", (75, 150, 300)),
    ("polenta", "Polenta", "grains", "🌽", ["cornmeal", "grits", "maize meal"], "Maize", r"^Cornmeal, whole-grain, yellow", (50, 100, 200)),
    ("pizza", "Pizza", "grains", "🍕", ["margherita", "pizza slice"], "Wheat & Rye", r"^Pizza, cheese topping, regular crust, frozen, cooked", (100, 200, 400)),
    ("pancakes", "Pancakes", "grains", "🥞", ["crêpes", "crepes", "hotcakes", "waffles"], "Wheat & Rye", r"^Pancakes, plain, prepared from recipe", (40, 80, 160)),
    ("crackers", "Crackers", "grains", "🍘", ["cream crackers", "rice cakes", "crispbread"], "Wheat & Rye", r"^Crackers, standard snack-type, regular", (15, 30, 60)),
    # Vegetables
    ("vegetables", "Vegetables", "vegetables", "🥦", ["veg", "veggies", "greens", "mixed vegetables"], "Other Vegetables", r"^Vegetables, mixed, frozen, cooked, boiled, drained, without salt", None),
    ("potato", "Potato", "vegetables", "🥔", ["potatoes", "spud", "tatties", "mashed potato", "jacket potato"], "Potatoes", r"^Potatoes, boiled, cooked in skin, flesh, without salt", None),
    ("chips", "Chips", "vegetables", "🍟", ["french fries", "fries", "frites", "wedges"], "Potatoes", r"^Potatoes, french fried, all types, salt added in processing, frozen, home-prepared, oven heated", (75, 150, 250)),
    ("crisps", "Crisps", "vegetables", "🥔", ["potato chips"], "Potatoes", r"^Snacks, potato chips, plain, salted", (15, 30, 60)),
    ("sweet-potato", "Sweet potato", "vegetables", "🍠", ["yam", "kumara", "sweet potatoes"], "Root Vegetables", r"^Sweet potato, cooked, baked in skin, flesh, without salt", None),
    ("carrot", "Carrot", "vegetables", "🥕", ["carrots"], "Root Vegetables", r"^Carrots, raw", (40, 80, 160)),
    ("broccoli", "Broccoli", "vegetables", "🥦", ["calabrese", "tenderstem", "broccolini"], "Brassicas", r"^Broccoli, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("cauliflower", "Cauliflower", "vegetables", "🥦", ["cauli", "cauliflower rice"], "Brassicas", r"^Cauliflower, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("cabbage", "Cabbage", "vegetables", "🥬", ["red cabbage", "coleslaw", "sauerkraut", "savoy"], "Brassicas", r"^Cabbage, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("brussels-sprouts", "Brussels sprouts", "vegetables", "🥬", ["sprouts", "brussel sprouts"], "Brassicas", r"^Brussels sprouts, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("kale", "Kale", "vegetables", "🥬", ["cavolo nero", "curly kale"], "Brassicas", r"^Kale, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("spinach", "Spinach", "vegetables", "🥬", ["baby spinach", "palak"], "Other Vegetables", r"^Spinach, raw", (30, 80, 160)),
    ("lettuce", "Lettuce", "vegetables", "🥬", ["salad", "romaine", "cos", "iceberg", "salad leaves"], "Other Vegetables", r"^Lettuce, cos or romaine, raw", (30, 60, 120)),
    ("rocket", "Rocket", "vegetables", "🥬", ["arugula", "roquette", "rucola"], "Other Vegetables", r"^Arugula, raw", (20, 40, 80)),
    ("tomato", "Tomato", "vegetables", "🍅", ["tomatoes", "cherry tomatoes", "passata"], "Tomatoes", r"^Tomatoes, red, ripe, raw, year round average", (50, 120, 240)),
    ("cucumber", "Cucumber", "vegetables", "🥒", ["cucumbers", "gherkin", "pickle"], "Other Vegetables", r"^Cucumber, with peel, raw", (40, 80, 160)),
    ("bell-pepper", "Bell pepper", "vegetables", "🫑", ["pepper", "capsicum", "red pepper", "sweet pepper"], "Other Vegetables", r"^Peppers, sweet, red, raw", (40, 80, 160)),
    ("chili", "Chili pepper", "vegetables", "🫑", ["chilli", "chile", "jalapeño", "jalapeno"], "Other Vegetables", r"^Peppers, hot chili, red, raw", (5, 15, 30)),
    ("onion", "Onion", "vegetables", "🧅", ["onions", "shallot", "red onion", "spring onion", "scallion"], "Onions & Leeks", r"^Onions, raw", (30, 80, 160)),
    ("leek", "Leek", "vegetables", "🧅", ["leeks"], "Onions & Leeks", r"^Leeks, \(bulb and lower leaf-portion\), cooked, boiled, drained, without salt", (40, 80, 160)),
    ("garlic", "Garlic", "vegetables", "🧄", ["garlic clove"], "Onions & Leeks", r"^Garlic, raw", (3, 10, 20)),
    ("mushrooms", "Mushrooms", "vegetables", "🍄", ["mushroom", "champignon", "portobello", "shiitake"], "Other Vegetables", r"^Mushrooms, white, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("eggplant", "Eggplant", "vegetables", "🍆", ["aubergine", "brinjal", "baba ganoush"], "Other Vegetables", r"^Eggplant, cooked, boiled, drained, without salt", (50, 120, 240)),
    ("zucchini", "Zucchini", "vegetables", "🥒", ["courgette", "courgettes", "marrow"], "Other Vegetables", r"^Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt", (50, 120, 240)),
    ("butternut-squash", "Butternut squash", "vegetables", "🎃", ["squash", "pumpkin", "winter squash"], "Other Vegetables", r"^Squash, winter, butternut, cooked, baked, without salt", None),
    ("sweetcorn", "Sweetcorn", "vegetables", "🌽", ["corn", "corn on the cob", "maize"], "Maize", r"^Corn, sweet, yellow, cooked, boiled, drained, without salt", (50, 100, 200)),
    ("green-beans", "Green beans", "vegetables", "🌱", ["string beans", "french beans", "runner beans", "haricots verts"], "Other Vegetables", r"^Beans, snap, green, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("asparagus", "Asparagus", "vegetables", "🥬", ["asparagus spears"], "Other Vegetables", r"^Asparagus, cooked, boiled, drained", (40, 80, 160)),
    ("beetroot", "Beetroot", "vegetables", "🥕", ["beet", "beets"], "Root Vegetables", r"^Beets, cooked, boiled, drained", (40, 80, 160)),
    ("parsnip", "Parsnip", "vegetables", "🥕", ["parsnips"], "Root Vegetables", r"^Parsnips, cooked, boiled, drained, without salt", (40, 80, 160)),
    ("celery", "Celery", "vegetables", "🥬", ["celeriac"], "Other Vegetables", r"^Celery, raw", (30, 60, 120)),
    ("avocado", "Avocado", "vegetables", "🥑", ["avo", "guacamole", "avocados"], "Other Fruit", r"^Avocados, raw, all commercial varieties", (30, 75, 150)),
    ("coriander", "Coriander", "vegetables", "🌿", ["cilantro", "coriander leaves"], "Other Vegetables", r"^Coriander \(cilantro\) leaves, raw", (2, 5, 15)),
    ("salad", "Mixed salad", "vegetables", "🥗", ["side salad", "garden salad", "green salad"], "Other Vegetables", r"^Lettuce, green leaf, raw", (50, 100, 200)),
    ("vegetable-soup", "Vegetable soup", "vegetables", "🍲", ["minestrone", "veg soup", "tomato soup"], "Other Vegetables", r"^Soup, vegetable soup, condensed, low sodium, prepared with equal volume water|^Soup, minestrone, canned, chunky", (125, 250, 500)),
    # Fruit
    ("fruit", "Fruit", "fruit", "🍎", ["fresh fruit", "fruit salad"], "Other Fruit", r"^Fruit salad, \(peach and pear and apricot and pineapple and cherry\), canned, water pack", None),
    ("apple", "Apple", "fruit", "🍎", ["apples", "granny smith", "pink lady"], "Apples", r"^Apples, raw, with skin", (80, 150, 250)),
    ("banana", "Banana", "fruit", "🍌", ["bananas", "plantain"], "Bananas", r"^Bananas, raw", (60, 120, 240)),
    ("orange", "Orange", "fruit", "🍊", ["oranges", "satsuma", "clementine", "mandarin", "tangerine"], "Citrus Fruit", r"^Oranges, raw, all commercial varieties", (80, 150, 250)),
    ("lemon", "Lemon", "fruit", "🍋", ["lime", "lemons", "limes"], "Citrus Fruit", r"^Lemons, raw, without peel", (10, 30, 60)),
    ("grapefruit", "Grapefruit", "fruit", "🍊", ["pomelo"], "Citrus Fruit", r"^Grapefruit, raw, pink and red, all areas", (80, 150, 250)),
    ("pear", "Pear", "fruit", "🍐", ["pears"], "Other Fruit", r"^Pears, raw", (80, 150, 250)),
    ("grapes", "Grapes", "fruit", "🍇", ["grape", "raisins", "sultanas"], "Berries & Grapes", r"^Grapes, red or green \(European type, such as Thompson seedless\), raw", (40, 80, 160)),
    ("strawberries", "Strawberries", "fruit", "🍓", ["strawberry"], "Berries & Grapes", r"^Strawberries, raw", (40, 80, 160)),
    ("blueberries", "Blueberries", "fruit", "🫐", ["blueberry", "bilberries"], "Berries & Grapes", r"^Blueberries, raw", (40, 80, 160)),
    ("raspberries", "Raspberries", "fruit", "🍓", ["raspberry", "blackberries", "brambles"], "Berries & Grapes", r"^Raspberries, raw", (40, 80, 160)),
    ("cherries", "Cherries", "fruit", "🍒", ["cherry"], "Other Fruit", r"^Cherries, sweet, raw", (40, 80, 160)),
    ("peach", "Peach", "fruit", "🍑", ["peaches", "nectarine", "apricot"], "Other Fruit", r"^Peaches, yellow, raw", (80, 150, 250)),
    ("plum", "Plum", "fruit", "🍑", ["plums", "prunes", "damson"], "Other Fruit", r"^Plums, raw", (40, 80, 160)),
    ("mango", "Mango", "fruit", "🥭", ["mangoes", "mangos"], "Other Fruit", r"^Mangos, raw", (80, 150, 250)),
    ("pineapple", "Pineapple", "fruit", "🍍", ["ananas"], "Other Fruit", r"^Pineapple, raw, all varieties", (80, 150, 250)),
    ("melon", "Melon", "fruit", "🍈", ["cantaloupe", "honeydew"], "Other Fruit", r"^Melons, cantaloupe, raw", (80, 150, 300)),
    ("watermelon", "Watermelon", "fruit", "🍉", ["water melon"], "Other Fruit", r"^Watermelon, raw", (100, 200, 400)),
    ("kiwi", "Kiwi", "fruit", "🥝", ["kiwifruit", "kiwi fruit", "chinese gooseberry"], "Other Fruit", r"^Kiwifruit, green, raw", (40, 75, 150)),
    ("dates", "Dates", "fruit", "🌴", ["medjool", "date"], "Other Fruit", r"^Dates, medjool", (15, 40, 80)),
    ("figs", "Figs", "fruit", "🍈", ["fig", "dried figs"], "Other Fruit", r"^Figs, raw", (30, 60, 120)),
    ("pomegranate", "Pomegranate", "fruit", "🍎", ["pomegranate seeds"], "Other Fruit", r"^Pomegranates, raw", (40, 80, 160)),
    ("coconut", "Coconut", "fruit", "🥥", ["coconut milk", "desiccated coconut"], "Other Fruit", r"^Nuts, coconut meat, raw", (15, 40, 80)),
    ("orange-juice", "Orange juice", "fruit", "🧃", ["oj", "fruit juice", "juice"], "Citrus Fruit", r"^Orange juice, raw", (100, 200, 400)),
    # Nuts and seeds
    ("nuts", "Nuts", "nuts-seeds", "🥜", ["mixed nuts", "trail mix"], "Nuts", r"^Nuts, mixed nuts, dry roasted, with peanuts, without salt added", (15, 30, 60)),
    ("peanuts", "Peanuts", "nuts-seeds", "🥜", ["peanut", "groundnuts", "monkey nuts"], "Groundnuts", r"^Peanuts, all types, dry-roasted, without salt", (15, 30, 60)),
    ("peanut-butter", "Peanut butter", "nuts-seeds", "🥜", ["pb", "peanut paste"], "Groundnuts", r"^Peanut butter, smooth style, without salt", (10, 20, 40)),
    ("almonds", "Almonds", "nuts-seeds", "🌰", ["almond", "almond butter", "marzipan"], "Nuts", r"^Nuts, almonds$", (15, 30, 60)),
    ("almond-milk", "Almond milk", "nuts-seeds", "🥛", ["almond drink", "nut milk"], "Nuts", r"^Beverages, almond milk, unsweetened, shelf stable", (100, 250, 500)),
    ("walnuts", "Walnuts", "nuts-seeds", "🌰", ["walnut", "pecans", "pecan"], "Nuts", r"^Nuts, walnuts, english", (15, 30, 60)),
    ("cashews", "Cashews", "nuts-seeds", "🌰", ["cashew", "cashew nuts"], "Nuts", r"^Nuts, cashew nuts, dry roasted, without salt added", (15, 30, 60)),
    ("hazelnuts", "Hazelnuts", "nuts-seeds", "🌰", ["hazelnut", "filberts", "cobnuts"], "Nuts", r"^Nuts, hazelnuts or filberts$", (15, 30, 60)),
    ("pistachios", "Pistachios", "nuts-seeds", "🌰", ["pistachio"], "Nuts", r"^Nuts, pistachio nuts, dry roasted, without salt added", (15, 30, 60)),
    ("sunflower-seeds", "Sunflower seeds", "nuts-seeds", "🌻", ["sunflower kernels"], "Nuts", r"^Seeds, sunflower seed kernels, dried", (10, 25, 50)),
    ("pumpkin-seeds", "Pumpkin seeds", "nuts-seeds", "🎃", ["pepitas"], "Nuts", r"^Seeds, pumpkin and squash seed kernels, dried", (10, 25, 50)),
    ("chia-seeds", "Chia seeds", "nuts-seeds", "🌱", ["chia"], "Nuts", r"^Seeds, chia seeds, dried", (10, 20, 40)),
    ("flaxseed", "Flaxseed", "nuts-seeds", "🌱", ["linseed", "flax seeds", "linseeds"], "Nuts", r"^Seeds, flaxseed", (10, 20, 40)),
    ("sesame-seeds", "Sesame seeds", "nuts-seeds", "🌱", ["sesame", "tahini"], "Nuts", r"^Seeds, sesame seeds, whole, dried", (10, 20, 40)),
    # Oils and fats
    ("oil", "Oil", "oils-fats", "🫒", ["cooking oil", "vegetable oil"], "Rapeseed Oil", r"^Oil, vegetable, canola|^Oil, canola", (5, 15, 30)),
    ("olive-oil", "Olive oil", "oils-fats", "🫒", ["extra virgin olive oil", "evoo"], "Olive Oil", r"^Oil, olive, salad or cooking", (5, 15, 30)),
    ("rapeseed-oil", "Rapeseed oil", "oils-fats", "🫒", ["canola oil", "canola"], "Rapeseed Oil", r"^Oil, canola", (5, 15, 30)),
    ("sunflower-oil", "Sunflower oil", "oils-fats", "🌻", ["sunflower"], "Sunflower Oil", r"^Oil, sunflower, linoleic, \(approx. 65%\)|^Oil, sunflower", (5, 15, 30)),
    ("palm-oil", "Palm oil", "oils-fats", "🌴", ["palm fat"], "Palm Oil", r"^Oil, palm$", (5, 15, 30)),
    ("soybean-oil", "Soybean oil", "oils-fats", "🫒", ["soya oil", "soy oil"], "Soybean Oil", r"^Oil, soybean, salad or cooking$", (5, 15, 30)),
    ("margarine", "Margarine", "oils-fats", "🧈", ["spread", "vegan butter", "plant butter"], "Palm Oil", r"^Margarine, regular, 80% fat, composite, stick, with salt$|^Margarine, regular, hard, soybean", (5, 15, 30)),
    ("olives", "Olives", "oils-fats", "🫒", ["olive", "kalamata", "green olives"], "Olive Oil", r"^Olives, ripe, canned \(small-extra large\)", (15, 30, 60)),
    ("lard", "Lard", "oils-fats", "🐖", ["dripping", "suet", "beef tallow", "tallow"], "Pig Meat", r"^Lard$", (5, 15, 30)),
    # Sweets and drinks
    ("sweets", "Sweets", "sweets-drinks", "🍬", ["candy", "lollies", "confectionery"], "Cane Sugar", r"^Candies, hard", (15, 30, 60)),
    ("dark-chocolate", "Dark chocolate", "sweets-drinks", "🍫", ["plain chocolate", "chocolate", "cocoa"], "Dark Chocolate", r"^Chocolate, dark, 70-85% cacao solids", (10, 25, 50)),
    ("milk-chocolate", "Milk chocolate", "sweets-drinks", "🍫", ["chocolate bar", "choccy"], "Dark Chocolate", r"^Candies, milk chocolate$", (10, 25, 50)),
    ("coffee", "Coffee", "sweets-drinks", "☕", ["espresso", "americano", "latte", "cappuccino", "flat white"], "Coffee", r"^Beverages, coffee, brewed, prepared with tap water$", (10, 15, 30)),
    ("tea", "Tea", "sweets-drinks", "🍵", ["cuppa", "green tea", "black tea", "chai"], "Other Vegetables", r"^Beverages, tea, black, brewed, prepared with tap water$", (5, 10, 20)),
    ("wine", "Wine", "sweets-drinks", "🍷", ["red wine", "white wine", "rosé", "vino"], "Wine", r"^Alcoholic beverage, wine, table, red", (125, 250, 500)),
    ("beer", "Beer", "sweets-drinks", "🍺", ["lager", "ale", "pint", "stout"], "Barley", r"^Alcoholic beverage, beer, regular, all", (165, 330, 660)),
    ("sugar", "Sugar", "sweets-drinks", "🍬", ["cane sugar", "granulated sugar", "caster sugar"], "Cane Sugar", r"^Sugars, granulated", (5, 10, 25)),
    ("honey", "Honey", "sweets-drinks", "🍯", ["runny honey"], "Cane Sugar", r"^Honey$", (7, 20, 40)),
    ("cake", "Cake", "sweets-drinks", "🍰", ["sponge cake", "gateau", "cupcake", "muffin"], "Wheat & Rye", r"^Cake, yellow, commercially prepared, with chocolate frosting|^Cake, pound", (40, 80, 150)),
    ("biscuits", "Biscuits", "sweets-drinks", "🍪", ["cookies", "cookie", "biscuit", "digestives"], "Wheat & Rye", r"^Cookies, chocolate chip, commercially prepared, regular, lower fat|^Cookies, chocolate chip, commercially prepared, regular, higher fat", (15, 30, 60)),
    ("cola", "Cola", "sweets-drinks", "🥤", ["soda", "pop", "fizzy drink", "coke", "soft drink"], "Beet Sugar", r"^Beverages, carbonated, cola, regular", (165, 330, 500)),
]

def pick_usda(pattern, food_id):
    rx = re.compile(pattern)
    for row in SR:
        if rx.search(row["long_desc"]):
            if not row["kcal"] or not row["protein_g"]:
                continue
            return row
    sys.exit(f"make-catalog: no USDA SR28 row matches {pattern!r} for food {food_id!r}")

def main():
    # Each section's generic entry ("Some Red meat" for a user who wants no detail) is the
    # first food listed for it.
    generic = {}
    for fid, _, section, *_ in FOODS:
        generic.setdefault(section, fid)
    sections = [{"id": s, "name": n, "icon": i, "countsAsMeat": m, "generic": generic[s]} for s, n, i, m in SECTIONS]
    section_ids = {s for s, *_ in SECTIONS}
    foods, seen = [], set()
    for fid, name, section, icon, aliases, product, usda, portions in FOODS:
        assert fid not in seen, fid
        assert section in section_ids, section
        seen.add(fid)
        row = PN[product]
        usda_row = pick_usda(usda, fid)
        food = {"id": fid, "name": name, "section": section, "icon": icon, "aliases": aliases}
        if portions:
            food["portions"] = {"little": portions[0], "some": portions[1], "lot": portions[2]}
        food["footprint"] = {
            "kgCO2ePerKg": float(row["ghg_kgco2e_per_kg"]),
            "product": product,
            "proxy": is_proxy(name, product),
        }
        food["nutrition"] = {
            "kcalPer100g": float(usda_row["kcal"]),
            "proteinPer100g": float(usda_row["protein_g"]),
            "usdaNdb": usda_row["ndb_no"],
            "usdaDescription": usda_row["long_desc"],
        }
        foods.append(food)
    catalog = {
        "sources": [
            {"id": "poore-nemecek-2018", "citation": "J. Poore and T. Nemecek, \"Reducing food's environmental impacts through producers and consumers\", Science 360 (2018) 987-992; per-product global averages as published by Our World in Data (2020).", "used_for": "footprint"},
            {"id": "usda-sr28", "citation": "US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. USDA National Nutrient Database for Standard Reference, Release 28 (2015).", "used_for": "nutrition"},
        ],
        "sections": sections,
        "foods": foods,
    }
    out = ROOT / "Resources/catalog.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(catalog, ensure_ascii=False, indent=1) + "\n")
    print(f"{len(foods)} foods in {len(sections)} sections -> {out}")
    for f in foods:
        print(f"{f['id']:22} {f['footprint']['kgCO2ePerKg']:6} {'proxy' if f['footprint']['proxy'] else '     '} {f['nutrition']['kcalPer100g']:5} {f['nutrition']['proteinPer100g']:5}  {f['nutrition']['usdaDescription'][:80]}")

# A food's footprint is direct when the product is the food itself (or its kind); otherwise the
# product is the nearest proxy. Listed by hand: the judgement is the catalog author's.
DIRECT_PRODUCTS = {
    "Beef (beef herd)": {"Red meat", "Beef", "Ground beef", "Steak", "Beef burger", "Roast beef", "Corned beef", "Beef jerky", "Meatballs", "Bolognese sauce", "Liver"},
    "Beef (dairy herd)": {"Veal"},
    "Lamb & Mutton": {"Lamb", "Ground lamb", "Mutton"},
    "Pig Meat": {"Pork", "Ground pork", "Bacon", "Ham", "Pork sausage", "Hot dog", "Salami", "Pork ribs", "Pulled pork", "Lard"},
    "Poultry Meat": {"Poultry", "Chicken", "Chicken breast", "Chicken thigh", "Chicken wings", "Chicken nuggets", "Fried chicken", "Ground chicken", "Chicken liver", "Chicken soup"},
    "Fish (farmed)": {"Fish", "Salmon", "Trout", "Tilapia", "Catfish", "Carp", "Sea bass"},
    "Prawns (farmed)": {"Shrimp", "Shellfish"},
    "Cheese": {"Cheese", "Cheddar", "Mozzarella", "Parmesan", "Feta", "Brie", "Goat cheese", "Cream cheese", "Cottage cheese", "Halloumi"},
    "Milk": {"Milk", "Dairy"},
    "Eggs": {"Egg", "Fried egg", "Scrambled eggs", "Omelette", "Poached egg", "Egg white", "Duck egg"},
    "Tofu (soybeans)": {"Tofu", "Tempeh", "Edamame"},
    "Other Pulses": {"Plant protein", "Lentils", "Chickpeas", "Hummus", "Black beans", "Kidney beans", "Baked beans", "Pinto beans", "Broad beans", "Falafel"},
    "Peas": {"Peas", "Split peas"},
    "Soymilk": {"Soy milk"},
    "Wheat & Rye": {"Grains", "Bread", "Wholemeal bread", "Sourdough", "Rye bread", "Bagel", "Pasta", "Couscous", "Bulgur", "Pita", "Tortilla", "Seitan"},
    "Rice": {"Rice", "Brown rice", "Rice noodles"},
    "Oatmeal": {"Oats", "Muesli"},
    "Maize": {"Polenta", "Sweetcorn", "Cornflakes"},
    "Barley": {"Barley"},
    "Grains": set(),
    "Potatoes": {"Potato", "Chips", "Crisps"},
    "Root Vegetables": {"Sweet potato", "Carrot", "Beetroot", "Parsnip"},
    "Brassicas": {"Broccoli", "Cauliflower", "Cabbage", "Brussels sprouts", "Kale"},
    "Onions & Leeks": {"Onion", "Leek", "Garlic"},
    "Tomatoes": {"Tomato"},
    "Other Vegetables": {"Vegetables", "Spinach", "Lettuce", "Rocket", "Cucumber", "Bell pepper", "Chili pepper", "Mushrooms", "Eggplant", "Zucchini", "Butternut squash", "Green beans", "Asparagus", "Celery", "Coriander", "Mixed salad", "Vegetable soup"},
    "Apples": {"Apple"},
    "Bananas": {"Banana"},
    "Citrus Fruit": {"Orange", "Lemon", "Grapefruit", "Orange juice"},
    "Berries & Grapes": {"Grapes", "Strawberries", "Blueberries", "Raspberries"},
    "Other Fruit": {"Fruit", "Pear", "Cherries", "Peach", "Plum", "Mango", "Pineapple", "Melon", "Watermelon", "Kiwi", "Dates", "Figs", "Pomegranate", "Coconut", "Avocado", "Jackfruit"},
    "Nuts": {"Nuts", "Almonds", "Walnuts", "Cashews", "Hazelnuts", "Pistachios"},
    "Groundnuts": {"Peanuts", "Peanut butter"},
    "Olive Oil": {"Olive oil", "Olives"},
    "Rapeseed Oil": {"Oil", "Rapeseed oil"},
    "Sunflower Oil": {"Sunflower oil"},
    "Palm Oil": {"Palm oil"},
    "Soybean Oil": {"Soybean oil"},
    "Dark Chocolate": {"Dark chocolate"},
    "Coffee": {"Coffee"},
    "Wine": {"Wine"},
    "Cane Sugar": {"Sugar", "Sweets"},
    "Beet Sugar": set(),
}

def is_proxy(name, product):
    return name not in DIRECT_PRODUCTS.get(product, set())

if __name__ == "__main__":
    main()
