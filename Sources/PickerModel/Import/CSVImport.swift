/// A plain CSV that a person can write or export, as an extra catalog. A header row names the
/// five columns, in this order:
///
///     name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g
///     "Beef, minced",Meat,99.48,250,26
///
/// Fields may be quoted ("a, b"; "" for a quote). Each section becomes a section of the import
/// ("mylist: Meat"); it counts as meat when its name says so (meat, beef, fish, ...).
public enum CSVImport {
  public static let columns = ["name", "section", "kg CO2e per kg", "kcal per 100 g", "protein per 100 g"]
  /// A million rows: more is not a list of foods one eats.
  static let maximumRows = 1_000_000
  private static let meatWords = [
    "meat", "beef", "pork", "lamb", "mutton", "veal", "poultry", "chicken", "turkey", "duck", "game", "fish",
    "seafood", "shellfish", "sausage", "bacon", "ham",
  ]

  /// The catalog made from the CSV's bytes; `name` is the import's name, `file` names it in errors.
  public static func catalog(_ bytes: [UInt8], name: String, file: String) throws(ImportError) -> Catalog {
    let text = try ImportText.text(bytes, file: file)
    var sections: [Section] = []
    var foods: [Food] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.allSatisfy(\.isWhitespace) { continue }
      let fields = try split(line, file: file, line: lineNumber)
      if lineNumber == 1 {
        let found = fields.map(normalised)
        guard found == columns.map(normalised) else {
          throw ImportError(
            file: file, line: 1,
            problem: "the header must be '\(columns.joined(separator: ","))', not '\(fields.joined(separator: ","))'")
        }
        continue
      }
      guard fields.count == columns.count else {
        throw ImportError(
          file: file, line: lineNumber,
          problem: "\(fields.count) columns where there must be \(columns.count) (\(columns.joined(separator: ", "))); quote a name with a comma in it")
      }
      guard foods.count < maximumRows else {
        throw ImportError(file: file, line: lineNumber, problem: "more than \(maximumRows) foods; split the file")
      }
      func number(_ column: Int) throws(ImportError) -> Double {
        let field = fields[column].trimmingSpaces
        guard let value = Double(field), value.isFinite, value >= 0, !field.hasPrefix("+") else {
          throw ImportError(
            file: file, line: lineNumber, column: columns[column], problem: "'\(field)' is not a number of 0 or more; write it like 12.5")
        }
        return value
      }
      let foodName = fields[0].trimmingSpaces
      let sectionName = fields[1].trimmingSpaces
      if foodName.isEmpty { throw ImportError(file: file, line: lineNumber, column: columns[0], problem: "empty; every food needs a name") }
      if sectionName.isEmpty { throw ImportError(file: file, line: lineNumber, column: columns[1], problem: "empty; give the food a section") }
      let sectionID = "\(name)-\(ImportText.slug(sectionName))"
      if !sections.contains(where: { $0.id == sectionID }) {
        let lowered = sectionName.lowercased()
        sections.append(
          Section(
            id: sectionID, name: "\(name): \(sectionName)", icon: "🍽",
            countsAsMeat: meatWords.contains { lowered.contains($0) }))
      }
      foods.append(
        Food(
          id: "\(name):\(foods.count + 1)", name: foodName, section: sectionID, icon: "🍽",
          footprint: Footprint(kgCO2ePerKg: try number(2), product: "as given in \(name).csv", proxy: false),
          nutrition: Nutrition(
            kcalPer100g: try number(3), proteinPer100g: try number(4), usdaNdb: "", usdaDescription: "as given in \(name).csv")))
    }
    if lineNumber == 0 || foods.isEmpty {
      throw ImportError(file: file, problem: "no foods below the header; add a line a food: \(columns.joined(separator: ","))")
    }
    return Catalog(
      sources: [Source(id: "\(name)-csv", citation: "Imported from \(file)", usedFor: "footprint and nutrition")],
      sections: sections, foods: foods)
  }

  /// The fields of one CSV line, quotes removed.
  static func split(_ line: Substring, file: String, line number: Int) throws(ImportError) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if quoted {
        if character == "\"" {
          var lookahead = characters
          if lookahead.next() == "\"" {
            field.append("\"")
            characters = lookahead
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
      } else if character == "," {
        fields.append(field)
        field = ""
        wasQuoted = false
      } else if character == "\"" && field.allSatisfy(\.isWhitespace) && !wasQuoted {
        quoted = true
        wasQuoted = true
        field = ""
      } else {
        field.append(character)
      }
    }
    if quoted {
      throw ImportError(file: file, line: number, problem: "a quoted field is not closed; end it with \"")
    }
    fields.append(field)
    return fields
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
