import Foundation
import MealLog
import Testing

/// Foods and recipes of one's own (`food`, `recipe`), on the real binary and a real log: their
/// figures against the catalog's own (`show --json` of the foods they are made of or like), their
/// meat status and limits, logging them, changing and removing them, and merge both ways.
@Suite("Command line: your own foods and recipes")
struct OwnFoodsCommandTests {
  let folder = TemporaryFolder("nomeat-own-foods")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ words: [String], db: String? = nil) throws -> Subprocess.Result { try Binary.run(words + ["--db", db ?? self.db]) }

  func object(_ words: [String], db: String? = nil) throws -> [String: Any] {
    let result = try run(words + ["--json"], db: db)
    #expect(result.status == 0, "\(words): \(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
  }

  func list(_ noun: String, db: String? = nil) throws -> [[String: Any]] {
    let result = try run([noun, "list", "--json"], db: db)
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
  }

  func per100g(_ food: String, _ nutrient: String) throws -> Double? {
    let shown = try object(["show", food])
    return ((shown["per100g"] as? [String: Any])?["nutrients"] as? [String: Any])?[nutrient] as? Double
  }

  func close(_ a: Double?, _ b: Double?, within: Double = 0.011) -> Bool {
    guard let a, let b else { return false }
    return abs(a - b) <= within
  }

  @Test func aFoodLikeACatalogFoodBorrowsItsFootprintAndMeatStatus() throws {
    let made = try run(["food", "new", "Oat porridge", "--per100g", "kcal=70,protein=2.5,fibre=1.7", "--like", "oats", "--serving", "250"])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("Made food Oat porridge (own-"), "\(made.stdout)")
    let oats = try object(["show", "oats"])
    let porridge = try object(["show", "Oat porridge"])
    #expect(porridge["name"] as? String == "Oat porridge" && porridge["sectionName"] as? String == "Yours")
    #expect(porridge["kgCO2ePerKg"] as? Double == oats["kgCO2ePerKg"] as? Double, "footprint per kg as Oats")
    #expect(porridge["countsAsMeat"] as? Bool == false && porridge["servingGrams"] as? Int == 250)
    #expect(try run(["show", "Oat porridge"]).stdout.contains("footprint as Oats"), "the sources say whose footprint it is")
    #expect(try per100g("Oat porridge", "kcal") == 70 && per100g("Oat porridge", "iron") == nil, "as typed; the rest unknown")

    #expect(try run(["food", "new", "Beef stew mine", "--per100g", "kcal=120,protein=12", "--like", "beef"]).status == 0)
    #expect(try object(["show", "Beef stew mine"])["countsAsMeat"] as? Bool == true, "like beef: meat")
    #expect(try run(["add", "beef stew mine", "--quantity", "200g"]).status == 0)
    let today = try object(["today"])
    #expect(today["ateMeat"] as? Bool == true)
    let beef = try object(["show", "beef"])
    let meal = try #require((today["meals"] as? [[String: Any]])?.first)
    #expect(close(meal["kgCO2e"] as? Double, (beef["kgCO2ePerKg"] as? Double).map { $0 * 0.2 }), "\(meal)")
    #expect(close(meal["kcal"] as? Double, 240))
  }

  @Test func aFoodLikeNothingHasAnUnknownFootprintNeverZero() throws {
    #expect(try run(["food", "new", "Mystery bar", "--per100g", "kcal=400,protein=10"]).status == 0)
    #expect(try object(["show", "Mystery bar"])["kgCO2ePerKg"] is NSNull)
    #expect(try run(["add", "mystery bar", "--quantity", "50g"]).status == 0)
    let meal = try #require((try object(["meals"])["meals"] as? [[String: Any]])?.first)
    #expect(meal["kgCO2e"] is NSNull, "\(meal)")
    #expect(try object(["today"])["unknownFootprintMeals"] as? Int == 1)
  }

  @Test func yourFoodComesFirstAndWinsOverACatalogFoodOfTheSameName() throws {
    #expect(try run(["food", "new", "Porridge", "--per100g", "kcal=90,protein=3"]).status == 0)
    let first = try run(["search", "porridge", "--json"])
    let hits = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]] ?? []
    #expect(hits.first?["sectionName"] as? String == "Yours", "\(hits.prefix(3))")
    #expect(try run(["add", "porridge"]).status == 0)
    #expect((try object(["meals"])["meals"] as? [[String: Any]])?.first?["food"] as? String != "porridge", "the own food, not the catalog's")
  }

  @Test func editingAndRemovingAFoodKeepsTheMealsAndUndoPutsItBack() throws {
    #expect(try run(["food", "new", "Granola mine", "--per100g", "kcal=450,protein=9"]).status == 0)
    #expect(try run(["add", "granola mine", "--quantity", "100g"]).status == 0)
    let edited = try run(["food", "edit", "granola mine", "--per100g", "kcal=480", "--name", "Granola (home)"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try list("food").map { $0["name"] as? String } == ["Granola (home)"])
    #expect(try per100g("Granola (home)", "kcal") == 480 && per100g("Granola (home)", "protein") == 9)
    let removed = try run(["food", "remove", "Granola (home)"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(try list("food").isEmpty)
    let meal = try #require((try object(["meals"])["meals"] as? [[String: Any]])?.first)
    #expect(meal["name"] as? String == "Granola mine" && close(meal["kgCO2e"] as? Double, nil) == false, "the meal keeps what it was logged with")
    #expect(try object(["today"])["kcal"] as? Double == 450)
    #expect(try run(["undo"]).status == 0)
    #expect(try list("food").map { $0["name"] as? String } == ["Granola (home)"])
    let again = try run(["food", "new", "granola  (HOME)", "--per100g", "kcal=1,protein=1"])
    #expect(again.status == 2 && again.stderr.contains("already"), "one name, one food: \(again.stderr)")
  }

  @Test func badInputIsRefusedAndWritesNothing() throws {
    for (words, words2) in [
      (["food", "new", "X", "--per100g", "kcal=70"], "kcal and protein"),
      (["food", "new", "X", "--per100g", "kcal=7000,protein=1"], "from 0 to"),
      (["food", "new", "X", "--per100g", "kcal=70,vitamin_q=1,protein=1"], "no nutrient"),
      (["food", "new", "X", "--per100g", "kcal=70,protein=1", "--serving", "0"], "--serving"),
      (["recipe", "new", "Y", "--ingredient", "oats"], "FOOD=GRAMS"),
      (["recipe", "new", "Y", "--ingredient", "oats=-3"], "grams"),
      (["recipe", "new", "Y", "--ingredient", "oats=9000"], "more --servings"),
      (["food", "edit", "nothing here", "--per100g", "kcal=1"], "no food named"),
    ] {
      let result = try run(words)
      #expect(result.status == 2, "\(words)")
      #expect(result.stderr.contains(words2), "\(words): \(result.stderr)")
    }
    #expect(try list("food").isEmpty && list("recipe").isEmpty)
  }

  @Test func aRecipeIsItsIngredientsDividedByItsServings() throws {
    let made = try run([
      "recipe", "new", "Chili mine", "--ingredient", "ground beef=500", "--ingredient", "kidney beans=400", "--ingredient", "tomato=400",
      "--servings", "4",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let recipe = try #require(try list("recipe").first)
    #expect(recipe["servings"] as? Int == 4 && recipe["countsAsMeat"] as? Bool == true)
    let serving = try #require(recipe["perServing"] as? [String: Any])
    #expect(serving["grams"] as? Int == 325)
    // The oracle: each ingredient's own figures per 100 g, from show.
    var kcal = 0.0
    var kg = 0.0
    for (food, grams) in [("ground beef", 500.0), ("kidney beans", 400.0), ("tomato", 400.0)] {
      kcal += try #require(try per100g(food, "kcal")) * grams / 100
      kg += try #require(try object(["show", food])["kgCO2ePerKg"] as? Double) * grams / 1000
    }
    #expect(close((serving["nutrients"] as? [String: Any])?["kcal"] as? Double, kcal / 4), "\(serving)")
    #expect(close(serving["kgCO2e"] as? Double, kg / 4), "\(serving)")
    // Logged by its serving, and counted by a red-meat limit through what is in it.
    #expect(try run(["limit", "add", "red-meat", "1/week"]).status == 0)
    #expect(try run(["add", "chili mine"]).status == 0)
    #expect(try run(["add", "chili mine"]).stderr.contains("over your limit"))
    let meals = try object(["meals"])["meals"] as? [[String: Any]] ?? []
    #expect(meals.map { $0["grams"] as? Int } == [325, 325])
  }

  @Test func aRecipeOfTodaysLunch() throws {
    #expect(try run(["add", "oats", "--quantity", "80g", "--meal", "lunch"]).status == 0)
    #expect(try run(["add", "banana", "--quantity", "120g", "--meal", "lunch"]).status == 0)
    #expect(try run(["add", "beef", "--meal", "dinner"]).status == 0)
    let made = try run(["recipe", "new", "My lunch", "--from-meals", "\(Day.today):lunch"])
    #expect(made.status == 0, "\(made.stderr)")
    let recipe = try #require(try list("recipe").first)
    #expect((recipe["ingredients"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Oats", "Banana"])
    #expect(recipe["servingGrams"] as? Int == 200 && recipe["countsAsMeat"] as? Bool == false)
    let none = try run(["recipe", "new", "Nothing", "--from-meals", "\(Day.today):breakfast"])
    #expect(none.status == 2 && none.stderr.contains("no breakfast meals"), "\(none.stderr)")
  }

  @Test func mergeCarriesFoodsRecipesAndTheirMealsBothWaysTwiceWithNothingDoubled() throws {
    let laptop = folder.appendingPathComponent("laptop.sqlite3").path
    let desktop = folder.appendingPathComponent("desktop.sqlite3").path
    #expect(try run(["food", "new", "Oat porridge", "--per100g", "kcal=70,protein=2.5", "--like", "oats"], db: laptop).status == 0)
    #expect(try run(["add", "oat porridge"], db: laptop).status == 0)
    #expect(try run(["recipe", "new", "Dal", "--ingredient", "lentils=300", "--ingredient", "onion=100", "--servings", "2"], db: desktop).status == 0)
    #expect(try run(["add", "dal"], db: desktop).status == 0)
    let first = try run(["merge", desktop], db: laptop)
    #expect(first.stdout.contains("1 meal added, 1 of your foods or recipes;"), "the merge says what it brought: \(first.stdout)")
    for _ in 0..<2 {
      #expect(try run(["merge", desktop], db: laptop).status == 0)
      #expect(try run(["merge", laptop], db: desktop).status == 0)
    }
    for db in [laptop, desktop] {
      #expect(try list("food", db: db).map { $0["name"] as? String } == ["Oat porridge"])
      #expect(try list("recipe", db: db).map { $0["name"] as? String } == ["Dal"])
      let names = (try object(["meals"], db: db)["meals"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
      #expect(names == ["Dal", "Oat porridge"], "\(db)")
    }
    // A change on one machine to the food, and a meal of it on the other, both survive.
    #expect(try run(["food", "edit", "oat porridge", "--per100g", "kcal=75"], db: laptop).status == 0)
    #expect(try run(["add", "oat porridge", "--quantity", "100g"], db: desktop).status == 0)
    #expect(try run(["merge", desktop], db: laptop).status == 0)
    #expect(try run(["merge", laptop], db: desktop).status == 0)
    for db in [laptop, desktop] {
      #expect(try per100gIn(db, "Oat porridge") == 75)
      #expect((try object(["meals"], db: db)["meals"] as? [[String: Any]] ?? []).count == 3)
    }
  }

  /// `--like none` takes the borrowed footprint and sections away: the food is unknown again,
  /// and the log stays one every command reads (it wrote a row with no sections before).
  @Test func likeNoneMakesTheFootprintUnknownAgain() throws {
    #expect(try run(["food", "new", "Test bar", "--per100g", "kcal=300,protein=10", "--like", "beef"]).status == 0)
    #expect(try object(["show", "Test bar"])["countsAsMeat"] as? Bool == true)
    let edited = try run(["food", "edit", "test bar", "--like", "none"])
    #expect(edited.status == 0, "\(edited.stderr)")
    let listed = try #require(try list("food").first)
    #expect(listed["kgCO2ePerKg"] is NSNull && listed["like"] is NSNull && listed["countsAsMeat"] as? Bool == false, "\(listed)")
    #expect(try run(["add", "test bar"]).status == 0, "the log reads on")
  }

  @Test func exportWritesYourFoodsAndRecipes() throws {
    #expect(try run(["food", "new", "Oat porridge", "--per100g", "kcal=70,protein=2.5", "--like", "oats"]).status == 0)
    #expect(try run(["recipe", "new", "Dal", "--ingredient", "lentils=300", "--ingredient", "onion=100", "--servings", "2"]).status == 0)
    let csv = try run(["export", "--foods"]).stdout.split(separator: "\n").map(String.init)
    #expect(csv.first?.hasPrefix("id,name,kind,like,kg_co2e_per_kg,serving_grams,servings,ingredients,kcal_kcal_per_100g,") == true)
    #expect(csv.contains { $0.contains(",Dal,recipe,,") && $0.contains("lentils=300.0;onion=100.0") }, "\(csv)")
    #expect(csv.contains { $0.contains(",Oat porridge,food,oats,") && $0.contains(",70.0,2.5,") }, "\(csv)")
    let json = try JSONSerialization.jsonObject(with: Data(try run(["export", "--foods", "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
    #expect(json.map { $0["name"] as? String } == ["Dal", "Oat porridge"])
    #expect(try run(["export"]).stdout.split(separator: "\n").count == 1, "the meals' export is the meals'")
  }

  func per100gIn(_ db: String, _ food: String) throws -> Double? {
    ((try object(["show", food], db: db)["per100g"] as? [String: Any])?["nutrients"] as? [String: Any])?["kcal"] as? Double
  }
}
