"""Festive foods across cultures, children's foods, breakfasts of East and South Asia and the
Middle East, and the generic names people give chain foods (issue 37, breadth), as recipes.
Format: Tools/catalog/README.md.

Grams are for one ordinary serving as eaten; water and salt are left out. Each dish is the version
its name describes as a shop or stall sells it (README, "Restaurant versions"): natto rice has the
bonito dashi of natto's sauce packet, so it counts as fish like miso soup."""

# Plain foods the dishes need: (id, name, section, icon, aliases, P&N product, USDA row, portions)
INGREDIENTS = [
    # fermented whole soybeans: priced as the study's soybean product (tofu), the nearest it has
    ("natto", "Natto", "plant-proteins", "🫘", ["nattō", "fermented soybeans", "fermented soy beans"], "Tofu (soybeans)", r"^Natto", (25, 45, 90)),
]

DISHES = [
    # festive and holiday foods
    ("stollen", "Stollen", "bakery-desserts", "🍞", ["christstollen", "christmas stollen", "dresdner stollen", "marzipan stollen", "stollen slice"], 80,
     [("flour", 30), ("butter", 15), ("raisins", 15), ("almonds", 10), ("sugar", 8), ("milk", 2)]),
    ("panettone", "Panettone", "bakery-desserts", "🍞", ["pandoro", "christmas panettone", "panetone", "slice of panettone"], 80,
     [("flour", 32), ("butter", 15), ("egg", 12), ("sugar", 10), ("raisins", 9), ("orange", 2)]),
    ("yule-log", "Yule log", "bakery-desserts", "🪵", ["bûche de noël", "buche de noel", "chocolate log", "chocolate yule log", "christmas log", "yule log cake"], 90,
     [("flour", 15), ("egg", 20), ("sugar", 20), ("butter", 15), ("cream", 10), ("dark-chocolate", 10)]),
    ("gingerbread", "Gingerbread", "bakery-desserts", "🫚", ["gingerbread man", "gingerbread men", "gingerbread biscuits", "gingerbread cookies", "lebkuchen", "pepparkakor", "pepparkakor biscuits", "pfeffernüsse", "gingerbread house"], 40,
     [("flour", 20), ("syrup", 8), ("butter", 6), ("sugar", 5), ("ginger", 1)]),
    ("simnel-cake", "Simnel cake", "bakery-desserts", "🍰", ["easter simnel cake", "simnel", "easter cake", "easter fruit cake"], 80,
     [("flour", 18), ("butter", 14), ("sugar", 14), ("egg", 12), ("raisins", 12), ("almonds", 10)]),
    ("maamoul", "Maamoul", "bakery-desserts", "🍪", ["ma'amoul", "mamoul", "maamoul cookies", "kahk", "eid cookies", "date cookies", "date filled cookies"], 40,
     [("flour", 18), ("butter", 10), ("dates", 10), ("sugar", 2)]),
    ("gulab-jamun", "Gulab jamun", "bakery-desserts", "🟤", ["gulab jaman", "gulab jamoon", "gulaab jamun", "kala jamun", "gulab jamun in syrup"], 60,
     [("milk", 15), ("flour", 8), ("ghee", 10), ("sugar", 27)]),
    ("mooncake", "Mooncake", "bakery-desserts", "🥮", ["moon cake", "mooncakes", "moon cakes", "lotus seed mooncake", "mid-autumn mooncake", "red bean mooncake", "yue bing"], 100,
     # the salted yolk is egg: no meat
     [("flour", 30), ("sugar", 25), ("oil", 15), ("syrup", 10), ("sesame-seeds", 10), ("egg", 10)]),
    ("nian-gao", "Nian gao", "bakery-desserts", "🍘", ["niangao", "chinese new year cake", "lunar new year cake", "new year rice cake", "tikoy", "sticky rice cake", "glutinous rice cake"], 80,
     [("rice-flour", 45), ("sugar", 30), ("oil", 5)]),
    ("pumpkin-pie", "Pumpkin pie", "bakery-desserts", "🥧", ["thanksgiving pumpkin pie", "pumpkin tart", "slice of pumpkin pie", "pumpkin pie slice"], 120,
     [("butternut-squash", 50), ("shortcrust-pastry", 30), ("egg", 15), ("sugar", 12), ("cream", 13)]),
    ("hamantaschen", "Hamantaschen", "bakery-desserts", "🔺", ["hamantasch", "hamentashen", "hamantashen", "oznei haman", "purim cookies"], 40,
     [("flour", 18), ("butter", 8), ("sugar", 6), ("egg", 3), ("jam", 5)]),
    # children's foods
    ("spaghetti-hoops", "Spaghetti hoops", "pasta-rice-pizza", "🥫", ["tinned spaghetti", "canned spaghetti", "spaghetti in tomato sauce", "hoops", "alphabet spaghetti", "alphabet pasta", "alphabetti spaghetti", "spaghettios", "spaghetti o's", "tinned pasta shapes", "pasta shapes in tomato sauce", "heinz spaghetti"], 200,
     [("pasta", 120), ("tomato-sauce", 70), ("sugar", 6), ("oil", 4)]),
    ("potato-smiles", "Potato smiles", "vegetables", "🙂", ["smiley faces", "smileys", "potato smiley faces", "mccain smiles", "potato faces", "potato shapes", "potato waffles", "potato waffle"], 100,
     [("potato", 85), ("sunflower-oil", 8), ("flour", 7)]),
    ("fruit-pouch", "Fruit pouch", "snacks", "🧃", ["baby food pouch", "fruit puree pouch", "fruit purée pouch", "squeeze pouch", "kids fruit pouch", "fruit puree", "ella's kitchen pouch", "apple and banana puree"], 90,
     [("apple", 45), ("banana", 25), ("mango", 20)]),
    # breakfasts of South and East Asia and the Middle East
    ("poha", "Poha", "breakfast", "🍚", ["kanda poha", "aloo poha", "pohe", "flattened rice", "beaten rice"], 200,
     [("rice", 150), ("onion", 20), ("peas", 10), ("peanuts", 10), ("oil", 8), ("chili", 2)]),
    ("menemen", "Menemen", "breakfast", "🍳", ["turkish scrambled eggs", "turkish eggs with tomatoes", "menemen eggs", "eggs with tomatoes and peppers"], 250,
     [("egg", 100), ("tomato", 100), ("bell-pepper", 30), ("olive-oil", 10), ("onion", 10)]),
    ("natto-rice", "Natto rice", "breakfast", "🍚", ["natto gohan", "nattō gohan", "natto on rice", "natto and rice", "natto with rice", "natto breakfast"], 255,
     # natto with its packet sauce (soy sauce, bonito dashi) and mustard over rice
     [("rice", 200), ("natto", 45), ("soy-sauce", 5), ("dashi", 5)]),
    ("youtiao", "Youtiao", "breakfast", "🥖", ["you tiao", "yau char kwai", "you char kway", "cakwe", "chinese fried dough", "chinese doughnut", "chinese cruller", "fried dough stick", "dough sticks"], 60,
     [("flour", 44), ("oil", 16)]),
    # more festive foods, from what people type
    ("christmas-cake", "Christmas cake", "bakery-desserts", "🎄", ["iced christmas cake", "rich fruit cake", "christmas fruit cake", "fruitcake", "fruit cake with marzipan"], 80,
     [("flour", 14), ("butter", 10), ("sugar", 18), ("egg", 8), ("raisins", 22), ("almonds", 8)]),
    ("sufganiyot", "Sufganiyot", "bakery-desserts", "🍩", ["sufganiyah", "sufganiya", "hanukkah doughnut", "chanukah doughnut", "hanukkah donut"], 95,
     [("jam-doughnut", 95)]),
    ("jalebi", "Jalebi", "bakery-desserts", "🌀", ["jilapi", "jalebis", "zulbia", "zalabia", "imarti"], 50,
     [("flour", 15), ("ghee", 10), ("sugar", 25)]),
    ("kheer", "Kheer", "bakery-desserts", "🍚", ["payasam", "rice kheer", "chawal ki kheer", "firni", "phirni", "payesh"], 150,
     [("milk", 110), ("rice", 20), ("sugar", 15), ("almonds", 5)]),
    ("sheer-khurma", "Sheer khurma", "bakery-desserts", "🥛", ["sheer khorma", "sheer kurma", "seviyan", "sevai", "semiya payasam", "vermicelli kheer", "eid vermicelli"], 150,
     [("milk", 100), ("rice-noodles", 20), ("sugar", 12), ("dates", 10), ("almonds", 5), ("ghee", 3)]),
    ("tangyuan", "Tangyuan", "bakery-desserts", "⚪", ["tang yuan", "glutinous rice balls", "sweet rice balls", "yuanxiao", "black sesame rice balls"], 100,
     [("rice-flour", 50), ("sesame-seeds", 15), ("sugar", 15), ("butter", 5), ("syrup", 15)]),
    # breakfasts
    ("tamagoyaki", "Tamagoyaki", "breakfast", "🍳", ["tamago", "japanese omelette", "rolled omelette", "dashimaki tamago", "tamago yaki"], 100,
     # with dashi, as made in a shop
     [("egg", 80), ("dashi", 10), ("sugar", 5), ("soy-sauce", 2), ("oil", 3)]),
    ("jianbing", "Jianbing", "breakfast", "🌯", ["jian bing", "chinese crepe", "chinese breakfast crepe", "jianbing guozi"], 200,
     [("flour", 60), ("egg", 60), ("youtiao", 40), ("hoisin-sauce", 15), ("onion", 10), ("oil", 15)]),
    ("simit", "Simit", "breakfast", "🥯", ["turkish bagel", "koulouri", "gevrek", "sesame bread ring"], 100,
     [("flour", 75), ("sesame-seeds", 15), ("syrup", 10)]),
    ("uttapam", "Uttapam", "breakfast", "🥞", ["uthappam", "oothappam", "onion uttapam", "uttappa"], 200,
     [("rice", 110), ("lentils", 40), ("onion", 25), ("tomato", 15), ("oil", 10)]),
    ("pongal", "Ven pongal", "breakfast", "🍚", ["pongal", "khara pongal", "ven pongal", "ghee pongal"], 250,
     [("rice", 160), ("lentils", 70), ("ghee", 15), ("cashews", 5)]),
    # generic names of chain foods
    ("soft-serve-sweets", "Soft serve with sweets", "bakery-desserts", "🍦", ["mcflurry", "mc flurry", "blizzard", "dairy queen blizzard", "mcflurry oreo", "soft serve with cookies", "soft serve with chocolate"], 180,
     [("ice-cream", 150), ("milk-chocolate", 15), ("biscuits", 15)]),
]
