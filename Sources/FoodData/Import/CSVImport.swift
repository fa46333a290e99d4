/// A plain CSV that a person can write or export, as an extra catalog. A header row names the
/// five columns, in this order:
///
///     name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g
///     "Beef, minced",Meat,99.48,250,26
///
/// Fields may be quoted ("a, b"; "" for a quote) and lines end in LF or CRLF, as RFC 4180 has
/// them (`CSVRecords`); figures are decimal numbers (`ImportFigure`). Each section becomes a
/// section of the import ("mylist: Meat"); it counts as meat when its name says so (meat,
/// beef, fish, ...).
public enum CSVImport {
  public static let columns = ["name", "section", "kg CO2e per kg", "kcal per 100 g", "protein per 100 g"]
  /// A million rows: more is not a list of foods one eats.
  static let maximumRows = 1_000_000
  private static let meatWords = [
    "meat", "beef", "pork", "lamb", "mutton", "veal", "poultry", "chicken", "turkey", "duck", "game", "fish",
    "seafood", "shellfish", "sausage", "bacon", "ham",
  ]

  /// The column each field of a food comes from, to name it when a catalog rule is broken.
  private static let ruleColumns: [String: Int] = [
    "name": 0, "footprint.kgCO2ePerKg": 2, "nutrition.kcalPer100g": 3, "nutrition.proteinPer100g": 4,
  ]

  /// The catalog made from the CSV's bytes; `name` is the import's name, `file` names it in errors.
  ///
  /// Every row is held to the catalog's own rules (`CatalogRules`) here, so that what is
  /// imported is what every command can read afterwards; a fault names the line and column.
  public static func catalog(_ bytes: [UInt8], name: String, file: String) throws(ImportError) -> Catalog {
    var records = CSVRecords(try ImportText.text(bytes, file: file), file: file)
    var sections: [Section] = []
    var sectionIDs = Set<String>()
    var foods: [Food] = []
    var sawHeader = false
    while let record = try records.next() {
      if record.isBlank { continue }
      let fields = record.fields
      func fault(_ column: Int?, _ problem: String) -> ImportError {
        ImportError(file: file, line: record.line, column: column.map { columns[$0] }, problem: problem)
      }
      if !sawHeader {
        guard fields.map(normalised) == columns.map(normalised) else {
          throw fault(nil, "the header must be '\(columns.joined(separator: ","))', not \(SafeText.quoted(fields.joined(separator: ",")))")
        }
        sawHeader = true
        continue
      }
      guard fields.count == columns.count else {
        throw fault(
          nil, "\(fields.count) columns where there must be \(columns.count) (\(columns.joined(separator: ", "))); quote a name with a comma in it")
      }
      guard foods.count < maximumRows else { throw fault(nil, "more than \(maximumRows) foods; split the file") }
      func number(_ column: Int) throws(ImportError) -> Double {
        guard let value = ImportFigure.value(fields[column]) else {
          throw fault(column, "\(SafeText.quoted(fields[column].trimmingSpaces)) is not a number of 0 or more; write it like 12.5")
        }
        return value
      }
      let foodName = fields[0].trimmingSpaces
      let sectionName = fields[1].trimmingSpaces
      if foodName.isEmpty { throw fault(0, "empty; every food needs a name") }
      if sectionName.isEmpty { throw fault(1, "empty; give the food a section") }
      // The section's own words first: the rule on the whole "mylist: Meat" would blame the prefix.
      if let problem = CatalogRules.nameProblem(sectionName) { throw fault(1, problem) }
      let sectionID = "\(name)-\(ImportText.slug(sectionName))"
      if sectionIDs.insert(sectionID).inserted {
        let lowered = sectionName.lowercased()
        let section = Section(
          id: sectionID, name: "\(name): \(sectionName)", icon: "🍴", countsAsMeat: meatWords.contains { lowered.contains($0) })
        if let rule = CatalogRules.fault(in: section) { throw fault(1, rule.problem) }
        sections.append(section)
      }
      let food = Food(
        id: "\(name):\(foods.count + 1)", name: foodName, section: sectionID, icon: "🍴",
        footprint: Footprint(kgCO2ePerKg: try number(2), product: "as given in \(name).csv", proxy: false),
        nutrition: Nutrition(
          kcalPer100g: try number(3), proteinPer100g: try number(4), usdaNdb: "", usdaDescription: "as given in \(name).csv"))
      if let rule = CatalogRules.fault(in: food) { throw fault(ruleColumns[rule.field], rule.problem) }
      foods.append(food)
    }
    if foods.isEmpty {
      throw ImportError(file: file, problem: "no foods below the header; add a line a food: \(columns.joined(separator: ","))")
    }
    let source = Source(id: "\(name)-csv", citation: "Imported from \(SafeText.render(file))", usedFor: "footprint and nutrition")
    return try ImportText.checked(Catalog(sources: [source], sections: sections, foods: foods), file: file)
  }

  private static func normalised(_ header: String) -> String {
    String(header.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
