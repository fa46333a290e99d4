import Foundation

/// The foods a user can pick, grouped into sections, with the sources of their figures.
///
/// A catalog is plain data: it is decoded and checked once (`Catalog.load(from:)`) and never
/// changes while the app runs. Foods keep the order they have in the file; that order is the
/// last tie-breaker of search ranking.
public struct Catalog: Equatable, Sendable {
  public var sources: [Source]
  public var sections: [Section]
  public var foods: FoodList
  /// Foods from this position on, and sections from `importedSectionStart` on, come from the
  /// user's imports (`nomeat-tui import`): they are searched below the curated foods.
  public var importedFoodStart: Int
  public var importedSectionStart: Int
  /// Foods before this position ship with the app: the curated ones, then the second tier
  /// (USDA FNDDS, `appendingSecondTier`), which ranks below the curated like an import but
  /// whose strict matches count as the app's own (`FoodSearch`).
  public var builtInFoodEnd: Int
  /// The person's own foods and recipes (`appendingOwnFoods`), right after the built-in ones:
  /// searched with the curated foods and first among equals. Empty when there are none.
  public var ownFoods: Range<Int>

  public init(sources: [Source] = [], sections: [Section], foods: FoodList) {
    self.sources = sources
    self.sections = sections
    self.foods = foods
    self.importedFoodStart = foods.count
    self.importedSectionStart = sections.count
    self.builtInFoodEnd = foods.count
    self.ownFoods = foods.count..<foods.count
  }

  public init(sources: [Source] = [], sections: [Section], foods: [Food]) {
    self.init(sources: sources, sections: sections, foods: FoodList(foods))
  }

  /// The section of a food, by the food's `section` id (always present in a checked catalog).
  public func section(of food: Food) -> Section? {
    sections.first { $0.id == food.section }
  }

  /// The index of the food with this id, if any.
  public func foodIndex(id: String) -> Int? {
    foods.position(ofID: id)
  }
}

/// A group of foods shown under one header in the picker ("RED MEAT", "FISH").
public struct Section: Codable, Equatable, Sendable {
  public var id: String
  public var name: String
  public var icon: String
  /// Whether eating from this section answers "Did you eat meat today?" with YES by default.
  public var countsAsMeat: Bool
  /// The id of the section's generic food ("Red meat"), for a user who wants no detail.
  public var generic: String?

  public init(id: String, name: String, icon: String, countsAsMeat: Bool, generic: String? = nil) {
    self.id = id
    self.name = name
    self.icon = icon
    self.countsAsMeat = countsAsMeat
    self.generic = generic
  }
}

/// One food of the catalog, with the figures the app reports about it.
///
/// A plain food's figures are rows of the two reference tables; a composed food's (one with a
/// `recipe`) are computed from its ingredients when the catalog is loaded (`Catalog.decode`).
public struct Food: Equatable, Sendable {
  public var id: String
  public var name: String
  public var section: String
  public var icon: String
  public var aliases: [String]
  /// Grams for each quantity, where the defaults (50/150/300 g) are wrong for this food. A
  /// composed food's are derived from its serving (`Recipe.portions`).
  public var portions: Portions?
  /// USDA's household measure for the food, where it gives one.
  public var measure: HouseholdMeasure?
  public var footprint: Footprint
  public var nutrition: Nutrition?
  /// For a composed food (a dish, a drink, a snack): what one serving is made of. Its footprint
  /// and nutrition are computed from the ingredients, never typed.
  public var recipe: Recipe?
  /// The food's own section and those of every ingredient at any depth, sorted: what decides
  /// whether the food counts as meat (`Catalog.countsAsMeat`), and what the log keeps of it.
  public var sectionsWithin: [String]

  public init(
    id: String, name: String, section: String, icon: String, aliases: [String] = [],
    portions: Portions? = nil, measure: HouseholdMeasure? = nil, footprint: Footprint, nutrition: Nutrition? = nil, recipe: Recipe? = nil,
    sectionsWithin: [String]? = nil
  ) {
    self.id = id
    self.name = name
    self.section = section
    self.icon = icon
    self.aliases = aliases
    self.portions = portions
    self.measure = measure
    self.footprint = footprint
    self.nutrition = nutrition
    self.recipe = recipe
    self.sectionsWithin = sectionsWithin ?? [section]
  }

  /// The grams that a quantity of this food stands for.
  public func grams(for quantity: Quantity) -> Int {
    portions?.grams(for: quantity) ?? quantity.defaultGrams
  }
}

/// Grams for "A little", "Some" and "A lot" of one food.
public struct Portions: Codable, Equatable, Sendable {
  public var little: Int
  public var some: Int
  public var lot: Int

  public init(little: Int, some: Int, lot: Int) {
    self.little = little
    self.some = some
    self.lot = lot
  }

  public func grams(for quantity: Quantity) -> Int {
    switch quantity {
    case .little: little
    case .lot: lot
    case .some: some
    }
  }
}

/// Greenhouse gas emissions of a food per kg as eaten, from Poore & Nemecek (2018).
public struct Footprint: Codable, Equatable, Sendable {
  /// kg CO2e per kg of the food as eaten: the study's figure divided by `cookingYield`, or for
  /// a composed food the weighted sum of its ingredients'.
  public var kgCO2ePerKg: Double
  /// The product row of the study the figure comes from; `Footprint.fromRecipe` for a dish.
  public var product: String
  /// True when the study has no row for this food and `product` is the nearest one; for a dish,
  /// when any ingredient's footprint is a proxy.
  public var proxy: Bool
  /// How the study's product (dry rice, raw meat) becomes the food as eaten, where they differ.
  public var cookingYield: CookingYield?

  /// The `product` of a composed food's footprint.
  public static let fromRecipe = "computed from recipe"

  /// A footprint no table gives (a food of one's own like no catalog food): not a number, so
  /// that it can never pass for 0; `isKnown` is false and every figure made of it is unknown.
  public static func unknown(_ why: String) -> Footprint { Footprint(kgCO2ePerKg: .nan, product: why, proxy: false) }

  public var isKnown: Bool { kgCO2ePerKg.isFinite }

  public init(kgCO2ePerKg: Double, product: String, proxy: Bool, cookingYield: CookingYield? = nil) {
    self.kgCO2ePerKg = kgCO2ePerKg
    self.product = product
    self.proxy = proxy
    self.cookingYield = cookingYield
  }

  enum CodingKeys: String, CodingKey {
    case kgCO2ePerKg, product, proxy
    case cookingYield = "yield"
  }
}

/// kg of food as eaten per kg of the study's product (cooked rice per kg of dry rice: 2.8; roast
/// chicken per kg of raw: 0.63), with the two USDA rows it is derived from (kcal raw / kcal as
/// eaten), or none where the factor is a stated number (coffee brewed per kg of beans).
public struct CookingYield: Codable, Equatable, Sendable {
  public var factor: Double
  public var rawUsdaNdb: String?
  public var rawUsdaDescription: String?
  public var eatenUsdaNdb: String?

  public init(factor: Double, rawUsdaNdb: String? = nil, rawUsdaDescription: String? = nil, eatenUsdaNdb: String? = nil) {
    self.factor = factor
    self.rawUsdaNdb = rawUsdaNdb
    self.rawUsdaDescription = rawUsdaDescription
    self.eatenUsdaNdb = eatenUsdaNdb
  }
}

/// One serving of a composed food: its ingredients (other catalog foods, by id) with grams.
public struct Recipe: Codable, Equatable, Sendable {
  /// Grams of one ordinary serving ("Some" of the dish).
  public var servingGrams: Int
  public var ingredients: [RecipeIngredient]

  public init(servingGrams: Int, ingredients: [RecipeIngredient]) {
    self.servingGrams = servingGrams
    self.ingredients = ingredients
  }

  /// "Some" is one serving; "A little" half of one, "A lot" two.
  public var portions: Portions {
    Portions(little: max(1, Int((Double(servingGrams) / 2).rounded())), some: servingGrams, lot: servingGrams * 2)
  }
}

/// An ingredient of a recipe: a catalog food and how many grams of it one serving holds.
public struct RecipeIngredient: Codable, Equatable, Sendable {
  public var id: String
  public var grams: Double

  public init(id: String, grams: Double) {
    self.id = id
    self.grams = grams
  }
}

/// A study or table that figures in the catalog come from.
public struct Source: Codable, Equatable, Sendable {
  public var id: String
  public var citation: String
  public var usedFor: String?

  enum CodingKeys: String, CodingKey {
    case id, citation
    case usedFor = "used_for"
  }
}
