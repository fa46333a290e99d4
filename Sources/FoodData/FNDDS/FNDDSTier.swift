/// The built-in catalog's second tier: USDA FNDDS 2017-2018, the survey's 7,083 foods and dishes
/// as Americans eat them, made into plain catalog foods by Tools/make-fndds-tier.py.
///
/// Each food keeps its FNDDS code in its id (`fndds-58105105`), so that `show` can give its
/// recipe from `FNDDSRecipe` and the credit below. Its nutrients and portions are FNDDS's; its
/// footprint is its ingredients', priced through the curated catalog's product mapping of SR28
/// rows, and is therefore always marked a proxy.
public enum FNDDSTier {
  /// The resource (Resources/fndds.json) and the section and food ids' prefix.
  static let resource = "fndds"
  public static let idPrefix = "fndds-"
  /// The product every food of the tier names for its footprint (Tools/make-fndds-tier.py):
  /// the study's products through its recipe.
  public static let footprintProduct = "FNDDS 2017-2018 recipe"
  /// How the tier is credited wherever its figures reach the user.
  public static let credit = "USDA FNDDS 2017-2018"
  public static let citation =
    "USDA Agricultural Research Service, Food Surveys Research Group. Food and Nutrient Database for Dietary Studies 2017-2018."

  /// The curated section an FNDDS section stands beside ("fndds-fish" beside "fish"), when the
  /// catalog has it: the two count as meat together.
  public static func curatedSection(of sectionID: String, in catalog: Catalog) -> String? {
    guard sectionID.hasPrefix(idPrefix) else { return nil }
    let curated = String(sectionID.dropFirst(idPrefix.count))
    return catalog.sections.contains { $0.id == curated } ? curated : nil
  }

  /// The FNDDS food code of a food of this tier, or nil for any other food.
  public static func code(ofFoodID id: String) -> String? {
    guard id.hasPrefix(idPrefix) else { return nil }
    let code = id.dropFirst(idPrefix.count)
    return !code.isEmpty && code.allSatisfy(\.isASCII) && code.allSatisfy(\.isNumber) ? String(code) : nil
  }
}
