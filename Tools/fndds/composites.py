"""Composite SR28 rows priced by what they hold (Tools/make-fndds-tier.py, issue 34).

SR28 sells some dishes as one row: "Fast Food, Pizza Chain, 14" pizza, pepperoni topping",
"Chili con carne with beans, canned entree", "Babyfood, meat, beef, strained". Their food group
(Fast Foods, Meals, Restaurant Foods, Baby Foods, Soups) says nothing of their contents, and
priced by it a pepperoni pizza was wheat (1.57 kg CO2e per kg) and a jar of beef 0.53. Each row
below is read, first match wins on its `long_desc`, before the ingredient rules and the groups:

- `dish:ID`, the curated dish of the same kind: its footprint as the app composes it from its
  recipe, and its meat (the sections of its ingredients, by weight);
- `protein:ID`, the curated food the row is named after, at the share of the row's weight that
  the row's protein says (its protein per 100 g over the food's, at most 1; the rest priced by the
  row's food group). An estimate from the row's own figures, for rows of one meat and little
  else (baby foods of meat and broth, battered fish): what else holds protein makes it an upper
  bound of the meat;
- `mix:T=SHARE+T=SHARE`, stated shares of weight of curated foods (`food:ID`, `dish:ID`) or
  study products, the rest water (no footprint).

Every target is of the one footprint table (Poore & Nemecek 2018): the curated dishes and foods
are priced from it, so nothing here mixes studies. The trace names the rule and its target."""

COMPOSITES = [
    # Sauces named after a meat they do not hold: duck sauce is a plum sauce, steak sauce a
    # tomato sauce for steak.
    (r"^Sauce, duck\b", "food:sweet-and-sour-sauce"),
    (r"^Sauce, steak\b", "food:ketchup"),
    # Pizza.
    (r"pizza.*(?:pepperoni|sausage|meat and vegetable) topping", "dish:pepperoni-pizza"),
    (r"pizza.*cheese topping|^Pizza rolls", "dish:pizza"),
    # Burgers and fried chicken.
    (r"^Fast foods, cheeseburger; double", "dish:double-cheeseburger"),
    (r"^Fast foods, cheeseburger", "dish:cheeseburger"),
    (r"^Fast foods, hamburger", "dish:burger"),
    (r"Fried Chicken, \w+, meat only", "food:chicken"),
    (r"Fried Chicken|chicken, breaded and fried|chicken tenders|chicken patty", "food:fried-chicken"),
    (r"chicken nuggets", "food:chicken-nuggets"),
    # Sandwiches.
    (r"submarine sandwich, meatball|meatballs & mozzarella", "dish:meatball-sub"),
    (r"steak and cheese|breakfast steak", "dish:philly-cheesesteak"),
    (r"roast beef sandwich|submarine sandwich, roast beef", "dish:roast-beef-sandwich"),
    (r"submarine sandwich, turkey, roast beef and ham|club sandwich", "dish:club-sandwich"),
    (r"submarine sandwich, turkey", "dish:turkey-sandwich"),
    (r"submarine sandwich, (?:oven roasted|sweet onion) chicken", "dish:chicken-sandwich"),
    (r"submarine sandwich, (?:ham|cold cut)", "dish:ham-sandwich"),
    (r"submarine sandwich, bacon", "dish:blt"),
    (r"(?:biscuit|english muffin|croissant|griddle cake sandwich|bagel|breakfast burrito)\b.*\b(?:bacon|ham)\b", "dish:bacon-egg-muffin"),
    (r"(?:biscuit|english muffin|croissant|griddle cake sandwich|bagel|breakfast burrito)\b.*\bsausage", "dish:sausage-roll-sandwich"),
    (r"^Sausage, egg and cheese breakfast biscuit", "dish:sausage-roll-sandwich"),
    (r"^Corn dogs", "dish:hot-dog-in-bun"),
    (r"POCKETS,? Ham|Ham N Cheddar", "dish:ham-cheese-toastie"),
    (r"POCKETS.*Chicken|^Turnover, chicken|^Chicken pot pie", "dish:chicken-pot-pie"),
    (r"^Turnover, (?:meat|filled with egg, meat)", "dish:calzone"),
    (r"^Turnover, cheese-filled", "dish:pizza"),
    # Entrees of meat and sides, where the meat's own rule would price the whole as meat.
    (r"^Beef, corned beef hash", "dish:corned-beef-hash"),
    (r"^Beef stew, canned entree", "dish:beef-stew-dumplings"),
    (r"^Salisbury steak with gravy", "protein:ground-beef"),
    (r"^Turkey, stuffing, mashed potatoes", "dish:roast-chicken-dinner"),
    # Mexican.
    (r"burrito, with beans, cheese, and beef|Taquitos, frozen, beef", "dish:beef-burrito"),
    (r"burrito, with beans and cheese", "dish:bean-burrito"),
    (r"taco with beef", "dish:beef-tacos"),
    (r"taco with chicken|Taquitos, frozen, chicken", "dish:chicken-tacos"),
    (r"nachos, with cheese, beans, ground beef", "dish:beef-nachos"),
    (r"nachos, with cheese", "dish:nachos"),
    (r"quesadilla, with chicken", "dish:chicken-quesadilla"),
    (r"empanadas, beef", "dish:empanada"),
    (r"pupusas con queso", "dish:cheese-quesadilla"),
    (r"pupusas del cerdo", "protein:pork"),
    (r"^Chili con carne|chili with meat|^Chili, no beans, canned entree", "dish:chili-con-carne"),
    # Pasta.
    (r"lasagna with meat", "dish:lasagne"),
    (r"^Lasagna, cheese", "dish:veggie-lasagne"),
    (r"^Ravioli, meat-filled", "protein:ground-beef"),
    (r"^Ravioli, cheese|^Tortellini, pasta with cheese|^Dumpling, potato- or cheese", "dish:spinach-ricotta-ravioli"),
    (r"macaroni & cheese|^Macaroni and Cheese, canned entree", "dish:mac-and-cheese"),
    (r"Potsticker or wonton, pork|^Egg rolls, pork", "dish:pork-dumplings"),
    (r"^Egg rolls, chicken", "protein:chicken"),
    (r"^Rice bowl with chicken", "dish:chicken-fried-rice"),
    # Dry flavour mixes named after a meat: the grain, with the meat's stock as a twentieth.
    (r"^Rice and vermicelli mix, chicken flavor", "mix:Rice=0.95+food:chicken-stock=0.05"),
    # A pasta mix "classic beef" or "cheeseburger" is the pasta and its sauce powder: the beef is
    # the cook's, and FNDDS lists it as an ingredient of its own.
    (r"^Pasta mix, classic (?:beef|cheeseburger)", "mix:Wheat & Rye=1"),
    # Chinese restaurant dishes.
    (r"Chinese, (?:sweet and sour|orange|sesame|general tso's) chicken", "dish:sweet-and-sour-chicken"),
    (r"Chinese, kung pao chicken", "dish:kung-pao-chicken"),
    (r"Chinese, chicken and vegetables", "dish:chicken-stir-fry"),
    (r"Chinese, beef and vegetables", "dish:beef-black-bean"),
    # Fried fish and shrimp: the fish by protein, the batter and oil as the group's.
    (r"fish fillet, battered or breaded, fried", "protein:fish"),
    (r"shrimp, breaded and fried", "protein:shrimp"),
    # Soups and gravies.
    (r"^Soup, (?:clam chowder|cream of shrimp)|clam chowder", "dish:clam-chowder"),
    (r"^Soup, (?:pea, split|bean & ham|bean with pork)|^Split pea with ham", "dish:pea-and-ham-soup"),
    # A broth, stock or bouillon is not a soup of meat and noodles: the stock rules price it.
    (r"^Soup, (?!.*(?:broth|stock|bouillon|consomme)).*chicken|^CAMPBELL'S.*chicken", "dish:chicken-soup"),
    (r"^Soup, (?!.*(?:broth|stock|bouillon|consomme)).*beef", "dish:beef-noodle-soup"),
    (r"^Gravy, beef", "dish:gravy"),
    (r"^Gravy, chicken", "food:chicken-stock"),
    (r"^Fish broth", "food:dashi"),
    # Gelatin desserts as served: a jelly is about 2% gelatine (the curated jelly).
    (r"^Gelatin desserts, dry mix, prepared with water", "dish:jelly"),
    (r"^Gelatin desserts, dry mix, reduced calorie, with aspartame, prepared with water", "mix:food:gelatine=0.02"),
    # Rows whose recipe holds an animal ingredient the row does not name, as the curated dish of
    # that name holds it (the two tiers agree, issue 34): traditional refried beans are made with
    # lard, a caesar dressing with anchovies, kimchi with fish sauce and salted shrimp, a
    # marshmallow with gelatine (a marshmallow creme with egg white only).
    (r"^Refried beans, canned, traditional\b|^Restaurant, Mexican, refried beans", "dish:refried-beans"),
    (r"^Salad dressing, caesar", "dish:caesar-dressing"),
    (r"^Salad dressing, bacon and tomato", "mix:Soybean Oil=0.5+Tomatoes=0.2+food:bacon=0.03"),
    (r"^Snacks, shrimp cracker", "dish:prawn-crackers"),
    # Pork and beans: a piece of salt pork in the can, about 3% of its weight.
    (r"^Beans, baked, canned, with pork", "mix:food:baked-beans=0.97+Pig Meat=0.03"),
    (r"^Cabbage, kimchi", "dish:kimchi"),
    (r"^Candies, marshmallows", "dish:marshmallows"),
    (r"^Toppings, marshmallow cream", "dish:marshmallow-fluff"),
    (r"^Cookies, marshmallow, with rice cereal|RICE KRISPIES TREATS", "dish:rice-krispie-treats"),
    (r"^Cookies, marshmallow, chocolate-coated", "mix:Wheat & Rye=0.4+dish:marshmallows=0.35+dish:milk-chocolate=0.25"),
    (r"^Cereals ready-to-eat, .*marshmallow", "mix:Wheat & Rye=0.75+dish:marshmallows=0.25"),
    # Milk chocolate is the curated recipe (sugar, cocoa mass, butter, milk), not all cocoa.
    (r"^Candies, milk chocolate(?:, with (?:almonds|rice cereal))?$", "dish:milk-chocolate"),
    # Baby foods: meat and broth, or a dinner of one meat with vegetables, noodles or rice.
    (r"^Babyfood, meat, meat sticks", "protein:hot-dog"),
    (r"^Babyfood, .*\bham\b", "protein:ham"),
    (r"^Babyfood, meat, lamb", "protein:lamb"),
    (r"^Babyfood, .*\bchicken\b", "protein:chicken"),
    (r"^Babyfood, .*\bturkey\b", "protein:turkey"),
    (r"^Babyfood, .*\b(?:beef|veal|meat)\b", "protein:ground-beef"),
]
