/// USDA SR28 as an extra catalog: every food of the table (`ndb_no`, `food_group`, `long_desc`,
/// `kcal`, `protein_g`, ... tab-separated, as in Data/usda-sr28-foods.tsv), in a section of its
/// own food group ("USDA: Beef Products"), with a footprint from the study product that the
/// group is mapped to below. Every such footprint is a proxy: USDA's foods are not the study's.
///
/// Every nutrient of the table whose `usdaColumn` the file has is read from it (times its
/// `usdaFactor`: salt from sodium); an empty cell, or a column the file lacks, is unknown.
public enum USDAImport {
  /// The one name of this import: its section ids are fixed, so that "what counts as meat" for
  /// meals logged from it does not depend on the import being there.
  public static let name = "usda"

  // The food groups' products are data: Data/usda-group-products.tsv, in USDAGroupTable.swift.

  /// The column each field of a food comes from, to name it when a catalog rule is broken.
  private static let ruleColumns: [String: String] = Dictionary(
    uniqueKeysWithValues: [("id", "ndb_no"), ("name", "long_desc")] + Nutrient.all.map { (Nutrition.field(of: $0), $0.usdaColumn) })

  /// The columns every table must have; each nutrient's other than energy and protein may be missing.
  private static let needed = ["ndb_no", "food_group", "long_desc", Nutrient.kcal.usdaColumn, Nutrient.protein.usdaColumn]

  /// The section id of a food group.
  public static func sectionID(group: String) -> String { "\(name)-\(ImportText.slug(group))" }

  /// The sections of this import that count as meat, whether or not it is imported.
  public static var meatSectionIDs: Set<String> { Set(groups.filter(\.value.meat).keys.map(sectionID(group:))) }

  /// The catalog made from the table's bytes; `file` names it in errors.
  public static func catalog(_ bytes: [UInt8], file: String) throws(ImportError) -> Catalog {
    let text = try ImportText.text(bytes, file: file)
    // "\r\n" is one Character, so it is a separator of its own: tables saved on Windows end so.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first else { throw ImportError(file: file, problem: "empty; give USDA SR28's food table") }
    let names = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    var column: [String: Int] = [:]
    for (index, name) in names.enumerated() { column[name] = index }
    for name in needed where column[name] == nil {
      throw ImportError(
        file: file, line: 1,
        problem:
          "no '\(name)' column; a USDA SR28 table has tab-separated columns \(needed.joined(separator: ", ")) (the other nutrients' optional)")
    }
    let nutrientsRead = Nutrient.all.filter { column[$0.usdaColumn] != nil }
    var sections: [Section] = []
    var foods: [Food] = []
    var seen = Set<String>()
    for (number, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      func cell(_ name: String) -> String { column[name].flatMap { $0 < cells.count ? cells[$0] : nil } ?? "" }
      guard cells.count == names.count else {
        throw ImportError(file: file, line: number + 1, problem: "\(cells.count) columns where the header has \(names.count); fix the line")
      }
      func figure(_ name: String) throws(ImportError) -> Double {
        guard let value = ImportFigure.value(cell(name)) else {
          throw ImportError(file: file, line: number + 1, column: name, problem: "\(SafeText.quoted(cell(name))) is not a number of 0 or more")
        }
        return value
      }
      let group = cell("food_group")
      guard let mapping = groups[group] else {
        throw ImportError(
          file: file, line: number + 1, column: "food_group",
          problem: "unknown USDA food group \(SafeText.quoted(group)); SR28 has \(groups.count) groups")
      }
      let ndb = cell("ndb_no")
      let description = cell("long_desc")
      if description.isEmpty { throw ImportError(file: file, line: number + 1, column: "long_desc", problem: "empty; every food needs a name") }
      guard seen.insert(ndb).inserted, !ndb.isEmpty else {
        throw ImportError(
          file: file, line: number + 1, column: "ndb_no", problem: "\(SafeText.quoted(ndb)) is empty or given twice; NDB numbers are unique")
      }
      let section = sectionID(group: group)
      if !sections.contains(where: { $0.id == section }) {
        sections.append(Section(id: section, name: "USDA: \(group)", icon: mapping.icon, countsAsMeat: mapping.meat))
      }
      var amounts = NutrientAmounts.unknown
      for nutrient in nutrientsRead {
        // Energy and protein are required: an empty cell there is refused as not a number.
        let required = nutrient == .kcal || nutrient == .protein
        if required || !cell(nutrient.usdaColumn).isEmpty { amounts[nutrient] = try figure(nutrient.usdaColumn) * nutrient.usdaFactor }
      }
      let food = Food(
        id: "\(name):\(ndb)", name: description, section: section, icon: mapping.icon,
        footprint: Footprint(kgCO2ePerKg: mapping.kg, product: mapping.product, proxy: true),
        nutrition: Nutrition(per100g: amounts, usdaNdb: ndb, usdaDescription: description))
      // The catalog's own rules, so that what is imported is what every command can read.
      if let rule = CatalogRules.fault(in: food) {
        throw ImportError(file: file, line: number + 1, column: ruleColumns[rule.field], problem: rule.problem)
      }
      foods.append(food)
    }
    if foods.isEmpty { throw ImportError(file: file, problem: "no foods below the header; give USDA SR28's food table") }
    return try ImportText.checked(Catalog(sources: [usdaSource], sections: sections, foods: foods), file: file)
  }

  static let usdaSource = Source(
    id: "usda-sr28-import",
    citation:
      "US Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28 (2015); footprints by food group from Poore & Nemecek (2018), as proxies.",
    usedFor: "nutrition; footprint by food group")
}
