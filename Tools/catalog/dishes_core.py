"""The composed foods that used to be plain rows of make-catalog.py (bolognese priced as pure beef,
pizza as bread, fish and chips as cod, sushi as tuna), now recipes. Only this file defines these
ids; the other dish files may use them as ingredients. Format: Tools/catalog/README.md.

Grams are for one serving as eaten, of cooked ingredients where they are cooked (the ingredient's
figures are per kg as eaten too)."""

INGREDIENTS = []

DISHES = [
    # id, name, section, icon, aliases, serving grams, [(ingredient, grams)]
    ("bolognese", "Bolognese sauce", "pasta-rice-pizza", "🍝", ["ragu", "ragù", "meat sauce", "ragu sauce"], 150,
     [("ground-beef", 55), ("tomato-sauce", 60), ("onion", 15), ("carrot", 10), ("celery", 5), ("olive-oil", 5)]),
    ("spaghetti-bolognese", "Spaghetti bolognese", "pasta-rice-pizza", "🍝", ["spag bol", "spaghetti bolognaise", "spaghetti with meat sauce", "pasta bolognese"], 350,
     [("pasta", 200), ("bolognese", 140), ("parmesan", 10)]),
    ("meatballs", "Meatballs", "curries-stews", "🧆", ["meat balls", "köttbullar", "polpette", "swedish meatballs"], 120,
     [("ground-beef", 60), ("ground-pork", 30), ("bread", 10), ("egg", 10), ("onion", 10)]),
    ("chicken-soup", "Chicken soup", "soups-salads", "🍲", ["chicken noodle soup", "cock-a-leekie"], 250,
     [("chicken-stock", 180), ("chicken", 30), ("noodles", 25), ("carrot", 10), ("onion", 5)]),
    ("vegetable-soup", "Vegetable soup", "soups-salads", "🍲", ["veg soup", "vegetable broth soup"], 250,
     [("vegetable-stock", 150), ("tomato", 30), ("carrot", 25), ("potato", 20), ("onion", 15), ("celery", 5), ("olive-oil", 5)]),
    ("salad", "Mixed salad", "soups-salads", "🥗", ["side salad", "garden salad", "green salad"], 100,
     [("lettuce", 40), ("tomato", 25), ("cucumber", 20), ("bell-pepper", 10), ("olive-oil", 5)]),
    ("fish-and-chips", "Fish and chips", "takeaway", "🐟", ["fish n chips", "fish supper", "battered cod and chips", "chippy"], 350,
     [("cod", 130), ("flour", 20), ("rapeseed-oil", 25), ("chips", 175)]),
    ("sushi", "Sushi", "takeaway", "🍣", ["maki", "nigiri", "sushi rolls", "sushi platter"], 150,
     [("rice", 105), ("salmon", 25), ("tuna", 12), ("cucumber", 5), ("sugar", 3)]),
    ("quiche", "Quiche Lorraine", "bakery-desserts", "🥧", ["bacon quiche", "quiche with bacon"], 150,
     [("flour", 25), ("butter", 15), ("egg", 45), ("cream", 30), ("milk", 10), ("bacon", 15), ("cheddar", 10)]),
    ("pizza", "Pizza", "pasta-rice-pizza", "🍕", ["margherita", "pizza margherita", "cheese pizza", "pizza slice"], 200,
     [("bread", 100), ("mozzarella", 50), ("tomato-sauce", 45), ("olive-oil", 5)]),
    ("burger", "Burger", "takeaway", "🍔", ["hamburger", "beef burger", "burger in a bun", "whopper", "quarter pounder", "royale with cheese"], 220,
     [("burger-bun", 60), ("beef-patty", 110), ("lettuce", 10), ("tomato", 20), ("onion", 10), ("ketchup", 10)]),
    # SR28's only muesli is Kellogg's Mueslix, a fortified cereal (B12 10.9 µg per 100 g): plain
    # Swiss-style muesli is oats, dried fruit, nuts and seeds (issue 34).
    ("muesli", "Muesli", "breakfast", "🥣", ["granola", "bircher", "swiss muesli", "müsli"], 50,
     [("oats", 30), ("raisins", 8), ("hazelnuts", 4), ("almonds", 3), ("dates", 3), ("sunflower-seeds", 2)]),
    ("pancakes", "Pancakes", "breakfast", "🥞", ["crêpes", "crepes", "hotcakes", "pancake"], 80,
     [("flour", 25), ("milk", 35), ("egg", 15), ("butter", 3), ("sugar", 2)]),
    ("cake", "Cake", "bakery-desserts", "🍰", ["sponge cake", "gateau", "victoria sponge", "slice of cake"], 80,
     [("flour", 20), ("butter", 18), ("sugar", 20), ("egg", 17), ("strawberries", 5)]),
    ("milkshake", "Milkshake", "drinks", "🥤", ["shake", "thickshake", "vanilla milkshake"], 300,
     [("milk", 205), ("ice-cream", 85), ("sugar", 10)]),
    ("falafel", "Falafel", "snacks", "🧆", ["felafel", "chickpea fritters"], 100,
     [("chickpeas", 55), ("onion", 10), ("flour", 8), ("coriander", 3), ("garlic", 2), ("rapeseed-oil", 22)]),
    ("hummus", "Hummus", "snacks", "🫘", ["houmous", "hommus", "humous"], 60,
     [("chickpeas", 36), ("sesame-seeds", 9), ("olive-oil", 8), ("lemon", 5), ("garlic", 2)]),
    # Composed ingredients stay in their food group: what they are made of decides their figures.
    ("mayonnaise", "Mayonnaise", "eggs", "🥚", ["mayo", "aioli"], 20,
     [("soybean-oil", 15.6), ("egg", 3.2), ("lemon", 1.2)]),
    ("vegan-cheese", "Vegan cheese", "meat-alternatives", "🧀", ["dairy-free cheese", "plant cheese", "vegan cheddar"], 40,
     [("coconut-oil", 9.6), ("cornstarch", 8.8), ("almond-milk", 21.6)]),
]
