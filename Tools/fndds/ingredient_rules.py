"""How an SR28 row that no curated food uses gets its footprint (Tools/make-fndds-tier.py).

The curated catalog's mapping comes first, then the composite rows of composites.py: an SR28 row that is a curated plain food's USDA row
takes that food's kg CO2e per kg as eaten (the study's product over its yield), and the raw row
of a curated food's yield takes the study's figure per kg of product. Every other SR28 row is
read by the rules below, first match wins, on its `long_desc`. A target is either `food:ID`,
a curated food's figure per kg as eaten (for cooked rows: their yield is already in it), a
product row of the study (for raw or dry rows, per kg as bought, yield 1), or `ZERO` (water,
salt, leavening, additives: the study has no row and their footprint is negligible).
Rows that no rule matches take their SR28 food group's product (GROUPS), as the USDA import
does; every rule and group target but a curated food the study lists as direct is a proxy."""

ZERO = "ZERO"

RULES = [
    # Nothing to price.
    (r"^Beverages, water|^Water,|water, tap|water, bottled|^Ice\b", ZERO),
    (r"^Salt, table|^Leavening|baking soda|baking powder|^Vinegar|^Yeast|^Cream of tartar", ZERO),
    (r"^Vitamin|^Beverages, .*(?:artificial|aspartame|sucralose)|^Sweetener|^Sweeteners", ZERO),
    # Stocks and broths: the curated stocks' figures (meat boiled in water).
    (r"(?:chicken|turkey).*(?:broth|stock|bouillon)|(?:broth|stock|bouillon).*(?:chicken|turkey)", "food:chicken-stock"),
    (r"(?:beef|meat).*(?:broth|stock|bouillon)|(?:broth|stock|bouillon).*(?:beef|meat)", "food:beef-stock"),
    (r"(?:fish|clam).*(?:broth|stock)|^Fish broth", "food:dashi"),
    (r"(?:broth|stock|bouillon)", "food:vegetable-stock"),
    # Meat analogues named after the meat they replace ("Chicken, meatless", "Bacon bits,
    # meatless"): soy, priced before the meat rules below would read them as meat (issue 34).
    (r"^(?:Bacon|Bacon bits|Sausage|Chicken|Frankfurter|Luncheon slices|Meatballs|Sandwich spread)\b.*\bmeatless\b", "Tofu (soybeans)"),
    # Meat, cooked rows: the curated cooked food (its yield included); raw rows: the product.
    (r"^(?:Beef|Veal).*(?:cooked|roasted|broiled|braised|grilled|simmered|pan-fried|fried|baked)", "food:beef"),
    (r"^Veal", "Beef (dairy herd)"),
    (r"^Beef|^Roast beef|^Game meat, bison", "Beef (beef herd)"),
    # A whole word: "Lambsquarters" is a leafy green (issue 34).
    (r"^Lamb\b.*(?:cooked|roasted|broiled|braised|grilled)", "food:lamb"),
    (r"^Lamb\b|^Game meat, goat|^Goat", "Lamb & Mutton"),
    # Cooked bacon is the curated bacon (a third of its raw weight), not cooked pork.
    (r"^Pork, cured, bacon\b.*(?:cooked|broiled|pan-fried|fried|baked|microwaved)", "food:bacon"),
    (r"^Pork.*(?:cooked|roasted|broiled|braised|grilled|pan-fried|fried|baked)", "food:pork"),
    (r"^Pork|\bpork skins\b|^Game meat, boar|^Ham\b|^Bacon|^Salami|^Pepperoni|^Bologna|^Frankfurter|^Sausage|^Bratwurst|^Kielbasa|^Chorizo|^Luncheon|^Pastrami|^Headcheese|^Liver sausage|^Pickle and pimiento loaf", "Pig Meat"),
    (r"^(?:Chicken|Turkey|Duck|Goose|Cornish).*(?:cooked|roasted|broiled|braised|grilled|stewed|fried|baked|rotisserie)", "food:chicken"),
    (r"^Chicken|^Turkey|^Duck|^Goose|^Cornish|^Poultry|^Pheasant|^Quail|^Squab|^Emu|^Ostrich|^Game meat", "Poultry Meat"),
    (r"^Fish.*(?:cooked|baked|broiled|smoked|canned|dried|fried)", "food:fish"),
    (r"^Fish|^Roe|^Caviar", "Fish (farmed)"),
    (r"^Crustaceans", "Prawns (farmed)"),
    (r"^Mollusks, (?:squid|octopus)", "Fish (farmed)"),
    (r"^Mollusks", "food:clams"),
    (r"^Gelatin|^Gelatins", "food:gelatine"),
    # Dairy and eggs.
    (r"^Egg|^Eggs", "Eggs"),
    (r"^Butter|^Ghee", "food:butter"),
    (r"^Cheese, cottage", "food:cottage-cheese"),
    (r"^Cheese|whey protein|^Whey", "Cheese"),
    (r"^Cream, (?:fluid|whipped)|^Cream substitute, liquid, with lauric", "food:cream"),
    (r"^Cream, sour|^Sour cream", "food:creme-fraiche"),
    (r"^Milk, (?:dry|canned)|^Milk, condensed|^Dulce", "food:condensed-milk"),
    (r"^Milk|^Yogurt|^Kefir|^Cream|^Ice creams|^Buttermilk|^Eggnog|^Frozen yogurts|^Milk shakes", "Milk"),
    # Plant proteins.
    (r"^Tofu|^Tempeh|^Soy |^Soybeans?|^Miso|^Natto|^Veggie|^Vegetarian|^Meatless|^MORNINGSTAR|^WORTHINGTON", "Tofu (soybeans)"),
    (r"^Soymilk|^Beverages, (?:almond|rice|oat|soy) milk", "Soymilk"),
    (r"^Peanut|^Peanuts", "Groundnuts"),
    (r"^(?:Beans|Lentils|Chickpeas|Cowpeas|Broadbeans|Lima beans|Refried beans|Hummus|Mung beans, mature).*(?:cooked|canned|boiled)", "food:kidney-beans"),
    (r"^Peas, split|^Peas.*mature seeds", "Peas"),
    (r"^Beans, snap|^Beans, (?:kidney|navy|pinto|black)?.*sprouted", "Other Vegetables"),
    (r"^Beans|^Lentils|^Chickpea|^Cowpeas|^Broadbeans|^Lima beans|^Hummus|^Refried", "Other Pulses"),
    # Grains, cooked rows: the curated cooked food; dry rows: the product.
    (r"^Rice.*cooked|^Rice noodles, cooked", "food:rice"),
    (r"^Rice|^Wild rice", "Rice"),
    (r"^(?:Pasta|Spaghetti|Macaroni|Noodles).*cooked", "food:pasta"),
    (r"^Oats?|^Cereals, oats|^Oat bran|^Cereals, QUAKER", "Oatmeal"),
    (r"^Cereals, corn grits.*cooked|^Cereals, .*cornmeal.*cooked", "food:polenta"),
    (r"^Corn flour|^Cornmeal|^Cornstarch|^Corn, .*(?:dried|masa)|^Tortillas, .*corn|^Taco shells|^Snacks, (?:tortilla|corn)|^Popcorn|^Snacks, popcorn|^Hominy", "Maize"),
    (r"^Corn, sweet|^Corn,", "Maize"),
    (r"^Barley|^Malt", "Barley"),
    (r"^(?:Couscous|Bulgur|Quinoa|Buckwheat|Millet|Amaranth|Teff|Sorghum|Spelt).*cooked", "food:couscous"),
    (r"^Wheat|^Flour|^Bread|^Rolls|^Bagels|^English muffins|^Muffins|^Biscuits|^Crackers|^Croissants|^Tortillas|^Pasta|^Noodles|^Macaroni|^Spaghetti|^Couscous|^Bulgur|^Quinoa|^Buckwheat|^Millet|^Rye|^Semolina|^Pie crust|^Puff pastry|^Phyllo|^Cookies|^Cake|^Pancakes|^Waffles|^Doughnuts|^Danish|^Pretzels|^Snacks, pretzels|^Cereals|^Breakfast|^Breadcrumbs|^Bread crumbs|^Stuffing|^Croutons", "Wheat & Rye"),
    # Vegetables and fruit.
    (r"^Potato|^Potatoes|^Snacks, potato", "food:potato"),
    (r"^Sweet potato|^Carrots?|^Beets|^Parsnips|^Turnips|^Rutabagas|^Radish|^Yam|^Taro|^Jicama|^Celeriac|^Salsify", "Root Vegetables"),
    (r"^Cassava|^Tapioca", "Cassava"),
    (r"^Tomato|^Tomatoes|^Catsup|^Sauce, pasta|^Sauce, salsa|^Salsa", "Tomatoes"),
    (r"^Onions?|^Leeks|^Garlic|^Shallots|^Chives|^Scallions", "Onions & Leeks"),
    (r"^Cabbage|^Broccoli|^Cauliflower|^Brussels|^Kale|^Collards|^Mustard greens|^Turnip greens|^Kohlrabi|^Sauerkraut|^Bok choy", "Brassicas"),
    (r"^Plantains|^Bananas", "Bananas"),
    (r"^Apples?|^Apple juice|^Applesauce", "Apples"),
    (r"^Oranges?|^Orange juice|^Lemons?|^Lemon juice|^Limes?|^Lime juice|^Grapefruit|^Tangerines|^Clementines", "Citrus Fruit"),
    (r"^Grapes?|^Grape juice|^Raisins|^Strawberries|^Blueberries|^Raspberries|^Blackberries|^Cranberries|^Cranberry|^Currants|^Boysenberries|^Gooseberries", "Berries & Grapes"),
    (r"^Olives|^Oil, olive", "Olive Oil"),
    (r"^Avocados|^Fruit|^Peaches|^Pears|^Plums|^Cherries|^Mangos|^Papayas|^Pineapple|^Melons|^Watermelon|^Kiwi|^Dates|^Figs|^Apricots|^Nectarines|^Guavas|^Passion|^Pomegranates|^Coconut|^Nuts, coconut|^Jackfruit|^Lychees|^Persimmons|^Prunes|^Guanabana|^Tamarinds|^Juice|^Fruit juice", "Other Fruit"),
    (r"^Nuts|^Seeds|^Almond|^Sesame|^Tahini", "Nuts"),
    # Fats, sugars, drinks.
    (r"^Oil, (?:canola|rapeseed)|^Oil, industrial, canola", "Rapeseed Oil"),
    (r"^Oil, sunflower|^Oil, safflower|^Oil, sesame", "Sunflower Oil"),
    (r"^Oil, (?:palm|coconut)|^Oil, industrial, (?:palm|coconut)|^Shortening|^Margarine|^Vegetable oil-butter|^Margarine-like", "Palm Oil"),
    (r"^Oil|^Salad dressing|^Mayonnaise|^Dressing", "Soybean Oil"),
    (r"^Lard|^Fat, pork|^Animal fat, bacon grease", "Pig Meat"),
    (r"^Fat, (?:chicken|duck|goose|turkey)", "Poultry Meat"),
    (r"^Fat, beef|^Meat drippings", "food:tallow"),
    (r"^Cocoa|^Chocolate|^Baking chocolate|^Candies, .*chocolate|^Candies, semisweet", "Dark Chocolate"),
    (r"^Beverages, coffee|^Coffee", "food:coffee"),
    (r"^Beverages, tea|^Tea", "food:tea"),
    (r"^Alcoholic beverage, wine|^Wine", "Wine"),
    (r"^Alcoholic beverage, beer|^Beer", "Barley"),
    (r"^Alcoholic beverage", "food:spirits"),
    (r"^Sugars?|^Syrups?|^Honey|^Molasses|^Candies|^Jams|^Jellies|^Marmalade|^Frostings|^Toppings|^Sweets|^Beverages, carbonated|^Carbonated|^Beverages", "Cane Sugar"),
    (r"^Spices|^Basil|^Parsley|^Coriander|^Mustard|^Horseradish|^Sauce, hot|^Pickle|^Pickles|^Capers", "Other Vegetables"),
]

# An SR28 food group's product where no rule matches (as Sources/FoodData/Import/USDAImport.swift).
GROUPS = {
    "American Indian/Alaska Native Foods": "Fish (farmed)",
    "Baby Foods": "Other Vegetables",
    "Baked Products": "Wheat & Rye",
    "Beef Products": "Beef (beef herd)",
    "Beverages": "Cane Sugar",
    "Breakfast Cereals": "Wheat & Rye",
    "Cereal Grains and Pasta": "Wheat & Rye",
    "Dairy and Egg Products": "Milk",
    "Fast Foods": "Wheat & Rye",
    "Fats and Oils": "Soybean Oil",
    "Finfish and Shellfish Products": "Fish (farmed)",
    "Fruits and Fruit Juices": "Other Fruit",
    "Lamb, Veal, and Game Products": "Lamb & Mutton",
    "Legumes and Legume Products": "Other Pulses",
    "Meals, Entrees, and Side Dishes": "Wheat & Rye",
    "Nut and Seed Products": "Nuts",
    "Pork Products": "Pig Meat",
    "Poultry Products": "Poultry Meat",
    "Restaurant Foods": "Wheat & Rye",
    "Sausages and Luncheon Meats": "Pig Meat",
    "Snacks": "Maize",
    "Soups, Sauces, and Gravies": "Other Vegetables",
    "Spices and Herbs": "Other Vegetables",
    "Sweets": "Cane Sugar",
    "Vegetables and Vegetable Products": "Other Vegetables",
}

# Composite SR28 rows (fast food, restaurant dishes, entrees, soups) that hold meat or fish by
# their description: they make the FNDDS food meat, in the section of the meat they name.
MEAT_WORDS = [
    (r"\b(?:shrimp|crab|lobster|clams?|oysters?|mussels|scallops|crawfish|crayfish|seafood|shellfish)\b", "shellfish"),
    (r"\b(?:fish|salmon|tuna|cod|anchov\w*|sardines?|catfish|pollock|tilapia|haddock|flounder|trout)\b", "fish"),
    (r"\b(?:chicken|turkey|duck|goose|poultry)\b", "poultry"),
    (r"\b(?:beef|steaks?|pork|ham|bacon|sausages?|pepperoni|salami|meat|meats|meatballs?|lamb|veal|bologna|frankfurters?|hot dogs?|chorizo|pastrami|carnitas|barbacoa)\b", "red-meat"),
]
# Rows of any food group that say what meat they hold ("Beans, baked, canned, with pork",
# "Snacks, pork skins, plain").
WITH_MEAT = [(r"\bwith (?:pork|beef|franks|ham|bacon)\b|\bpork (?:skins?|rinds?)\b|^Lard\b|^Fat, (?:pork|beef|mutton)|^Animal fat, bacon grease", "red-meat"),
             (r"^Fat, (?:chicken|duck|goose|turkey)", "poultry")]
# Descriptions that name meat only to say it is not there.
NOT_MEAT = r"\b(?:without meat|meatless|no meat|vegetarian|vegan|imitation|meat substitute|meat analog|soy-based)\b|\bMORNINGSTAR\b|\bWORTHINGTON\b"
# SR28 food groups that are meat or fish, and the catalog section of each.
MEAT_GROUPS = {
    "Beef Products": "red-meat",
    "Pork Products": "red-meat",
    "Sausages and Luncheon Meats": "red-meat",
    "Lamb, Veal, and Game Products": "red-meat",
    "Poultry Products": "poultry",
    "Finfish and Shellfish Products": "fish",
}
COMPOSITE_GROUPS = {"Fast Foods", "Restaurant Foods", "Meals, Entrees, and Side Dishes", "Soups, Sauces, and Gravies",
                    "Baby Foods", "American Indian/Alaska Native Foods"}
