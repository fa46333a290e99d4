/// Where a logged meal's nutrients come from, as `export` says per meal.
///
/// The log keeps its own copy of a food's figures when a meal is logged, so that a later
/// catalog never rewrites history. Meals logged before the log kept every nutrient (schema 6)
/// had energy, protein and fibre only; the rest is filled from the catalog of the day the log
/// was upgraded, where the meal's food is still in it, and marked so.
public enum NutrientsSource: String, Equatable, Sendable {
  /// Every nutrient as the catalog gave it when the meal was logged.
  case logged
  /// Logged before schema 6: energy, protein and fibre as logged, the other nutrients (and any
  /// of the three the log had none for) from the catalog when the log was upgraded.
  case catalogAtMigration = "catalog-at-migration"
  /// Logged before schema 6 with a food the catalog no longer has: what was logged only
  /// (energy, protein, fibre), every other nutrient unknown.
  case notInCatalog = "not-in-catalog"

  /// `nutrients_source` as stored; NULL (no value) is a meal still to fill: logged before
  /// schema 6 and not yet filled, or written by another tool.
  static let column = "nutrients_source"
}
