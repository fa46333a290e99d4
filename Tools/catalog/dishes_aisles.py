"""The supermarket, café and bar aisles (issue 21): bought composite foods priced by what they are
made of (croissant, biscuits, ice cream, milk chocolate, chocolate bars), frozen and chilled
staples, café and bar drinks, and sweets, those set with gelatine counted as meat through it.
Format: Tools/catalog/README.md.

A bought food is a recipe of its main ingredients by weight, from the label's order and the usual
formulation, so that its butter, milk, cocoa and fat are priced (a croissant is about a quarter
butter; as wheat alone it carried a quarter of its footprint). Water is an ingredient here only
where a drink is mostly water and the comparison with USDA needs the weight (a cocktail's soda)."""

# Plain foods: (id, name, section, icon, aliases, P&N product, USDA row, portions[, yield])
INGREDIENTS = [
    # The study has no water: a thousandth of beet sugar's figure stands in for almost nothing
    # (tap water is about 0.0003 kg CO2e a litre), so that a drink's water carries weight, no energy.
    ("water", "Water", "sweets-drinks", "💧", ["tap water", "glass of water", "still water", "mineral water", "bottled water", "soda water", "sparkling water", "club soda", "seltzer", "fizzy water"], "Beet Sugar", r"^Beverages, water, tap, drinking", (150, 250, 500), 1000),
    # oven chips are par-fried: the oven-heated row (restaurant fries are "chips", on the fried row)
    ("oven-chips", "Oven chips", "vegetables", "🍟", ["oven fries", "frozen chips", "frozen fries", "mccain chips", "oven baked chips", "home fries"], "Potatoes", r"^Potatoes, french fried, all types, salt added in processing, frozen, home-prepared, oven heated", (75, 150, 250), (r"^Potatoes, flesh and skin, raw", r"^Potatoes, french fried, all types, salt added in processing, frozen, home-prepared, oven heated")),
]

COMPOSED = [
    # --- bought composite foods, by their ingredients (they stay in their food groups)
    # SR28 Croissants, butter: 406 kcal
    ("croissant", "Croissant", "grains", "🥐", ["butter croissant", "viennoiserie", "plain croissant", "croissants"], 60,
     [("flour", 28), ("butter", 17), ("milk", 8), ("egg", 4), ("sugar", 3)]),
    # a plain sweet biscuit (digestive, rich tea, butter cookie): SR28 Cookies, butter, 467 kcal; butter and palm fat
    ("biscuits", "Biscuits", "sweets-drinks", "🍪", ["cookies", "cookie", "biscuit", "digestives", "digestive biscuits", "rich tea", "butter cookies"], 30,
     [("flour", 14), ("sugar", 8), ("butter", 4), ("palm-oil", 4)]),
    # SR28 Ice creams, vanilla: 207 kcal; milk, cream and sugar, about a third of the weight air-free solids
    ("ice-cream", "Ice cream", "dairy", "🍦", ["gelato", "icecream", "vanilla ice cream", "scoop of ice cream", "soft serve"], 100,
     [("milk", 55), ("cream", 28), ("sugar", 17)]),
    # SR28 Candies, milk chocolate: 535 kcal; sugar, cocoa mass and butter, milk solids
    ("milk-chocolate", "Milk chocolate", "sweets-drinks", "🍫", ["chocolate bar", "choccy", "dairy milk", "milka", "bar of chocolate"], 25,
     [("sugar", 10.5), ("dark-chocolate", 8), ("butter", 2.5), ("condensed-milk", 4)]),
    ("hash-browns", "Hash browns", "vegetables", "🥔", ["hash brown", "hashbrowns", "hash brown patty", "potato hash browns", "shredded potatoes"], 100,
     [("potato", 86), ("rapeseed-oil", 14)]),
    ("vegetable-suet", "Vegetable suet", "oils-fats", "🌱", ["veggie suet", "vegetarian suet", "atora vegetable", "light vegetable suet"], 15,
     [("palm-oil", 12.5), ("flour", 2.5)]),
    ("vegan-bacon", "Vegan bacon", "meat-alternatives", "🌱", ["tempeh bacon", "facon", "vegetarian bacon", "plant-based bacon", "veggie rashers", "vegan rashers", "smoky tempeh strips"], 40,
     [("tempeh", 32), ("soy-sauce", 3), ("oil", 3), ("syrup", 2)]),
    ("irish-cream-liqueur", "Irish cream liqueur", "sweets-drinks", "🥃", ["baileys", "bailey's", "irish cream", "cream liqueur"], 50,
     [("cream", 15), ("spirits", 20), ("syrup", 15)]),
    ("marshmallow-fluff", "Marshmallow fluff", "sweets-drinks", "🍡", ["marshmallow creme", "fluff", "marshmallow spread"], 20,
     [("syrup", 11), ("sugar", 8.5), ("egg-white", 0.5)]),
]

DISHES = COMPOSED + [
    # --- frozen and chilled aisle
    ("onion-rings", "Onion rings", "snacks", "🧅", ["battered onion rings", "breaded onion rings", "onion ring"], 100,
     [("onion", 45), ("flour", 15), ("breadcrumbs", 12), ("egg", 5), ("sunflower-oil", 23)]),
    ("mozzarella-sticks", "Mozzarella sticks", "snacks", "🧀", ["mozzarella dippers", "fried mozzarella", "cheese sticks", "mozz sticks"], 100,
     [("mozzarella", 55), ("breadcrumbs", 18), ("flour", 5), ("egg", 7), ("sunflower-oil", 15)]),
    ("chocolate-milk", "Chocolate milk", "drinks", "🥛", ["chocolate milkshake drink", "choc milk", "cocoa milk", "yazoo", "nesquik"], 250,
     [("milk", 230), ("cocoa-powder", 5), ("sugar", 15)]),
    ("jaffa-cakes", "Jaffa cakes", "sweets-drinks", "🍊", ["jaffa cake", "jaffas"], 24,
     [("flour", 5), ("egg", 3), ("sugar", 8), ("marmalade", 4), ("dark-chocolate", 4)]),
    ("sandwich-cookie", "Chocolate sandwich cookie", "sweets-drinks", "🍪", ["oreo", "oreos", "bourbon biscuit", "bourbon biscuits", "cream biscuits"], 33,
     [("flour", 11), ("sugar", 12), ("palm-oil", 7), ("cocoa-powder", 3)]),
    ("peanut-caramel-bar", "Peanut caramel chocolate bar", "sweets-drinks", "🥜", ["snickers", "snickers bar", "marathon bar", "peanut chocolate bar"], 50,
     [("milk-chocolate", 17), ("peanuts", 10), ("sugar", 9), ("syrup", 7), ("condensed-milk", 5), ("palm-oil", 2)]),
    ("caramel-chocolate-bar", "Caramel chocolate bar", "sweets-drinks", "🍫", ["mars bar", "mars", "milky way", "caramel bar", "3 musketeers"], 51,
     [("milk-chocolate", 17), ("sugar", 13), ("syrup", 11), ("condensed-milk", 6), ("palm-oil", 3), ("egg-white", 1)]),
    ("chocolate-wafer-bar", "Chocolate wafer bar", "sweets-drinks", "🍫", ["kit kat", "kitkat", "wafer bar", "chocolate wafer"], 42,
     [("milk-chocolate", 28), ("flour", 8), ("sugar", 3), ("palm-oil", 3)]),
    # --- café
    ("cold-brew", "Cold brew", "drinks", "🧊", ["cold brew coffee", "nitro cold brew", "cold-brew"], 300,
     [("coffee", 300)]),
    ("matcha-latte", "Matcha latte", "drinks", "🍵", ["matcha", "green tea latte", "iced matcha latte", "matcha tea latte"], 255,
     [("tea", 30), ("milk", 220), ("sugar", 5)]),
    ("vietnamese-iced-coffee", "Vietnamese iced coffee", "drinks", "🧊", ["ca phe sua da", "cà phê sữa đá", "vietnamese coffee", "ca phe sua"], 150,
     [("espresso-shot", 90), ("condensed-milk", 30), ("water", 30)]),
    ("turkish-coffee", "Turkish coffee", "drinks", "☕", ["türk kahvesi", "turk kahvesi", "greek coffee", "bosnian coffee", "ibrik coffee"], 65,
     [("espresso-shot", 60), ("sugar", 5)]),
    ("cafe-con-leche", "Café con leche", "drinks", "☕", ["cafe con leche", "café au lait", "cafe au lait", "galão", "galao", "milchkaffee", "koffie verkeerd"], 215,
     [("espresso-shot", 60), ("milk", 150), ("sugar", 5)]),
    ("horchata", "Horchata", "drinks", "🥛", ["horchata de arroz", "agua de horchata", "orxata", "horchata de chufa"], 250,
     [("rice", 40), ("milk", 60), ("sugar", 25), ("almonds", 5), ("water", 120)]),
    ("hot-chocolate-marshmallows", "Hot chocolate with marshmallows", "drinks", "☕", ["hot cocoa with marshmallows", "hot choc with marshmallows", "marshmallow hot chocolate"], 263,
     [("hot-chocolate", 253), ("marshmallows", 10)]),
    # --- bar: spirits 40% unless said; ice is not counted
    ("mojito", "Mojito", "drinks", "🍸", ["mojitos", "rum mojito", "mohito"], 200,
     [("spirits", 40), ("lemon", 20), ("sugar", 12), ("water", 123), ("basil", 5)]),
    ("margarita", "Margarita", "drinks", "🍸", ["margaritas", "tequila margarita", "frozen margarita"], 140,
     [("spirits", 50), ("lemon", 25), ("syrup", 20), ("orange-juice", 15), ("water", 30)]),
    # SR28 Alcoholic beverage, pina colada, prepared-from-recipe: 174 kcal
    ("pina-colada", "Piña colada", "drinks", "🍍", ["pina colada", "piña coladas", "pina coladas"], 200,
     [("spirits", 45), ("coconut-milk", 45), ("pineapple", 90), ("sugar", 10), ("water", 10)]),
    ("aperol-spritz", "Aperol spritz", "drinks", "🍹", ["spritz", "spritz veneziano", "aperol", "campari spritz"], 170,
     [("sparkling-wine", 90), ("spirits", 15), ("syrup", 25), ("water", 35), ("orange", 5)]),
    # Worcestershire sauce has anchovies: a Bloody Mary counts as fish, as it is
    ("bloody-mary", "Bloody Mary", "drinks", "🍅", ["bloody marys", "bloody caesar", "vodka and tomato"], 220,
     [("spirits", 45), ("tomato", 150), ("lemon", 10), ("worcestershire-sauce", 3), ("hot-sauce", 2), ("celery", 10)]),
    ("irish-coffee", "Irish coffee", "drinks", "☕", ["irish coffee with cream", "caife gaelach", "whiskey coffee"], 200,
     [("coffee", 132), ("spirits", 40), ("sugar", 8), ("cream", 20)]),
    ("negroni", "Negroni", "drinks", "🍸", ["negroni cocktail", "negroni sbagliato", "boulevardier"], 90,
     [("spirits", 45), ("wine", 30), ("syrup", 15)]),
    ("mimosa", "Mimosa", "drinks", "🥂", ["bucks fizz", "buck's fizz", "mimosas"], 150,
     [("sparkling-wine", 75), ("orange-juice", 75)]),
    ("sangria", "Sangria", "drinks", "🍷", ["sangría", "red wine punch", "tinto de verano"], 225,
     [("wine", 120), ("orange-juice", 30), ("lemonade", 40), ("sugar", 5), ("orange", 20), ("spirits", 10)]),
    ("espresso-martini", "Espresso martini", "drinks", "🍸", ["espresso martinis", "vodka espresso"], 100,
     [("spirits", 40), ("coffee-liqueur", 20), ("espresso-shot", 30), ("syrup", 10)]),
    ("sake", "Sake", "drinks", "🍶", ["saké", "nihonshu", "rice wine", "hot sake"], 100,
     # SR28 has no sake: its 15% alcohol as spirit and water (priced as grain spirit)
     [("spirits", 40), ("water", 55), ("sugar", 5)]),
    ("soju", "Soju", "drinks", "🍶", ["soju shot", "chamisul", "jinro"], 100,
     # about 17% alcohol: spirit and water
     [("spirits", 42), ("water", 55), ("sugar", 3)]),
    # --- sweets
    ("rocky-road", "Rocky road", "sweets-drinks", "🍫", ["rocky road bar", "rocky road slice", "rocky road fudge"], 50,
     [("milk-chocolate", 25), ("marshmallows", 10), ("biscuits", 10), ("raisins", 5)]),
    ("smores", "S'mores", "bakery-desserts", "🔥", ["smores", "s'more", "smore", "some mores"], 55,
     [("biscuits", 30), ("marshmallows", 15), ("milk-chocolate", 10)]),
    ("rice-krispie-treats", "Rice Krispie treats", "sweets-drinks", "🍘", ["rice krispie squares", "rice crispy treats", "rice krispies treats", "marshmallow squares"], 30,
     [("rice-cereal", 12), ("marshmallows", 15), ("butter", 3)]),
    ("chocolate-crackles", "Chocolate crackles", "sweets-drinks", "🍫", ["chocolate crispy cakes", "rice krispie cakes", "cornflake cakes"], 30,
     [("rice-cereal", 10), ("milk-chocolate", 15), ("syrup", 3), ("butter", 2)]),
]

KCAL_CHECKS = {
    "croissant": "sr28:^Croissants, butter",
    "biscuits": "sr28:^Cookies, butter, commercially prepared, enriched",
    "ice-cream": "sr28:^Ice creams, vanilla$",
    "milk-chocolate": "sr28:^Candies, milk chocolate$",
    "hash-browns": "sr28:^Potatoes, hash brown, frozen, plain, prepared, pan fried in canola oil",
    "onion-rings": "sr28:^Fast foods, onion rings, breaded and fried",
    "mozzarella-sticks": "fndds:^Mozzarella sticks",
    "chocolate-milk": "sr28:^Milk, chocolate, fluid, commercial, reduced fat, with added vitamin A",
    "sandwich-cookie": "sr28:^Cookies, chocolate sandwich, with creme filling, regular$",
    "peanut-caramel-bar": "sr28:^Candies, MARS SNACKFOOD US, SNICKERS Bar",
    "caramel-chocolate-bar": "sr28:^Candies, MARS SNACKFOOD US, MILKY WAY Bar",
    "chocolate-wafer-bar": "sr28:^Candies, KIT KAT Wafer Bar",
    "pina-colada": "sr28:^Alcoholic beverage, pina colada, prepared-from-recipe",
    "margarita": "fndds:^Margarita$",
    "mojito": "fndds:^Mojito",
    "irish-coffee": "fndds:^Irish Coffee",
                "horchata": "fndds:^Horchata beverage, made with milk",
            "rice-krispie-treats": "fndds:^Cookie, marshmallow, with rice cereal, no bake",
}


# Recipes of the other files brought within a quarter of a measured value (issue 21's review);
# before, in kcal per 100 g: kung pao chicken 214, clam chowder 157 (no broth), potato pancakes
# 169, falafel 265, jelly 95, gazpacho 81, wonton soup 78, hot and sour soup 60, fish curry 145.
KCAL_CHECKS.update({
    "kung-pao-chicken": "fndds:^Kung pao chicken$",
    "clam-chowder": "fndds:^Clam chowder, New England, prepared with milk",
    "potato-pancakes": "sr28:^Potato pancakes",
    "falafel": "sr28:^Falafel, home-prepared",
    "jelly": "sr28:^Gelatin desserts, dry mix, prepared with water",
    "gazpacho": "fndds:^Gazpacho$",
    "wonton-soup": "fndds:^Wonton soup$",
    "hot-and-sour-soup": "fndds:^Hot and sour soup$",
    "fish-curry": "fndds:^Fish curry$",
    "tomato-soup": "fndds:^Tomato soup, cream of, prepared with milk",
    "mushroom-soup": "fndds:^Mushroom soup, cream of, prepared with milk",
    "refried-beans": "fndds:^Refried beans, from fast food / restaurant",
    "chili-con-carne": "fndds:^Chili con carne with beans, from restaurant",
})
