import Foundation
import PickerModel
import FoodData

/// `nomeat-tui import usda|csv FILE`, `import list`, `import remove NAME`: extra catalogs kept
/// in the user's data folder and searched below the built-in foods.
enum ImportCommand {
  static let help = """
    usage: nomeat-tui import usda FILE [--replace]
           nomeat-tui import csv FILE [--name NAME] [--replace]
           nomeat-tui import off FILE [--name NAME] [--replace]
           nomeat-tui import list
           nomeat-tui import remove NAME

    Adds the foods of a file to those you can pick and search, below the built-in ones, each
    import in sections of its own. The imports are kept in $XDG_DATA_HOME/nomeat/imports/
    (~/.local/share/nomeat/imports/); meals already logged keep their figures when an import is
    removed.

      usda FILE   USDA SR28's food table (tab-separated: ndb_no, food_group, long_desc, kcal,
                  protein_g, fiber_g); footprints come from each food group's study product,
                  marked as proxies
      csv FILE    a CSV with the header row
                  name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g
      off FILE    Open Food Facts' export, JSONL or its tab-separated CSV, any size (read a
                  line at a time): name and brand, barcode (add 3017620422003 works), every
                  nutrient the catalog keeps, serving size; vegan or vegetarian from its
                  ingredients analysis; footprint from its categories through
                  Data/off-category-products.tsv, as proxies. Products with no name, no
                  energy or protein, or no category the mapping prices are skipped, counted
      --name NAME the import's name (default: the file's name); letters, digits and -,
                  not usda
      --replace   replace the import of that name if there is one (without it, importing
                  under a name already taken is refused)

    Every row is checked as a catalog's foods are (figures in range, names of at most 200
    characters without control characters or emoji sequences); a bad row is refused with its
    line and column, and nothing is imported.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["name", "db", "catalog"], flags: ["help", "replace"], command: "import")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let store = ImportStore.standard()
    switch arguments.positionals.first {
    case "list":
      for name in store.names() { print("\(name)\t\(count(store, name))\t\(store.path(of: name))") }
      return .done
    case "remove":
      guard arguments.positionals.count == 2 else { throw UsageError("import remove needs a NAME; see nomeat-tui import list") }
      let name = arguments.positionals[1]
      guard ImportStore.isValidName(name), store.exists(name) else {
        let known = store.names()
        throw UsageError("no import named \(echoed(name)); imports: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
      }
      do {
        try FileManager.default.removeItem(atPath: store.path(of: name))
      } catch {
        throw UsageError("cannot remove \(store.path(of: name)): \(error.localizedDescription); check its folder's permissions")
      }
      CatalogCache.standard(environment: ProcessInfo.processInfo.environment).removeCompiled(of: URL(fileURLWithPath: store.path(of: name)))
      print("Removed import '\(name)'")
      return .done
    case "off":
      guard arguments.positionals.count == 2 else { throw UsageError("import off needs one FILE; see nomeat-tui import --help") }
      return try importOFF(path: arguments.positionals[1], arguments: arguments, store: store)
    case "usda", "csv":
      guard arguments.positionals.count == 2 else {
        throw UsageError("import \(arguments.positionals[0]) needs one FILE; see nomeat-tui import --help")
      }
      return try importFile(kind: arguments.positionals[0], path: arguments.positionals[1], arguments: arguments, store: store)
    default:
      throw UsageError("import needs usda FILE, csv FILE, off FILE, list or remove NAME; see nomeat-tui import --help")
    }
  }

  private static func importFile(kind: String, path: String, arguments: Arguments, store: ImportStore) throws(UsageError) -> ExitCode {
    let url = URL(fileURLWithPath: path)
    let bytes = try readImportFile(url)
    let (name, replacing) = try importName(kind: kind, url: url, arguments: arguments, store: store)
    let catalog: Catalog
    do {
      catalog = kind == "usda" ? try USDAImport.catalog(bytes, file: path) : try CSVImport.catalog(bytes, name: name, file: path)
    } catch {
      throw UsageError(error.description)
    }
    try save(catalog, as: name, replacing: replacing, store: store)
    return .done
  }

  /// `import off FILE`: read a line at a time; what was skipped is said with the counts.
  private static func importOFF(path: String, arguments: Arguments, store: ImportStore) throws(UsageError) -> ExitCode {
    let url = URL(fileURLWithPath: path)
    // Named before the file is read: a name taken is refused before minutes of reading.
    let (name, replacing) = try importName(kind: "off", url: url, arguments: arguments, store: store)
    let importer = try importOFF(url)
    let catalog: Catalog
    do { catalog = try importer.catalog() } catch { throw UsageError(error.description) }
    try save(catalog, as: name, replacing: replacing, store: store)
    print("Skipped: \(importer.skippedWords)")
    return .done
  }

  /// The import's name (`usda` always, `off` by default, else --name or the file's name) and
  /// whether it replaces one; a name taken without --replace is refused.
  private static func importName(kind: String, url: URL, arguments: Arguments, store: ImportStore) throws(UsageError) -> (String, Bool) {
    let name: String
    if kind == "usda" {
      if arguments.values["name"] != nil { throw UsageError("import usda takes no --name: it is always 'usda'") }
      name = USDAImport.name
    } else {
      name = arguments.values["name"] ?? (kind == "off" ? OFFImport.name : url.deletingPathExtension().lastPathComponent.lowercased())
      // Reserved in any case: 'USDA' beside 'usda' would read as the same import.
      guard ImportStore.isValidName(name), name.lowercased() != USDAImport.name else {
        throw UsageError("\(echoed(name)) cannot name an import; give --name with letters, digits and -, starting with a letter (not 'usda')")
      }
    }
    let replacing = store.exists(name)
    if replacing && !arguments.flags.contains("replace") {
      throw UsageError(
        "an import named '\(name)' exists already; give --replace to replace it\(kind == "usda" ? "" : ", or --name NAME to keep both")")
    }
    return (name, replacing)
  }

  private static func save(_ catalog: Catalog, as name: String, replacing: Bool, store: ImportStore) throws(UsageError) {
    do {
      try store.save(catalog, as: name)
    } catch {
      throw UsageError("cannot write \(store.path(of: name)): \(error.description); check the folder's permissions")
    }
    // The old compiled form would only be rebuilt at the next read; it goes now with the old foods.
    CatalogCache.standard(environment: ProcessInfo.processInfo.environment).removeCompiled(of: URL(fileURLWithPath: store.path(of: name)))
    let counts = "\(MainScreen.counted(catalog.foods.count, "food", "foods")) in \(MainScreen.counted(catalog.sections.count, "section", "sections"))"
    print(replacing ? "Replaced import '\(name)': \(counts)" : "Imported \(counts) as '\(name)'")
  }

  /// The file's bytes, refusing what cannot be a food list before reading it all.
  private static func readImportFile(_ url: URL) throws(UsageError) -> [UInt8] {
    let shown = SafeText.render(url.path)
    let handle = try openImportFile(url, what: "file")
    defer { try? handle.close() }
    // One byte more than allowed tells a file that is too big without reading it whole.
    let limit = 64 << 20
    guard let data = try? handle.read(upToCount: limit + 1) else { return [] }
    if data.count > limit {
      throw UsageError("\(shown): too large to be a food list (more than \(limit >> 20) MB)")
    }
    return Array(data)
  }

  /// The file to import, open for reading; a missing or unreadable file, or a folder, refused
  /// with what it is and what to give instead (`what`: "file", "export").
  static func openImportFile(_ url: URL, what: String) throws(UsageError) -> FileHandle {
    // The path is the user's and may hold anything: shown escaped in messages.
    let shown = SafeText.render(url.path)
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      let exists = FileManager.default.fileExists(atPath: url.path)
      throw UsageError("\(shown): \(exists ? "cannot be read; check its permissions" : "no such file; give the path of the \(what) to import")")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      try? handle.close()
      throw UsageError("\(shown): a folder, not a file; give the path of the \(what) to import")
    }
    return handle
  }

  /// "3 foods", or what is wrong with the import, for `import list`.
  private static func count(_ store: ImportStore, _ name: String) -> String {
    guard
      let catalog = try? CatalogCache.standard(environment: ProcessInfo.processInfo.environment)
        .load(from: URL(fileURLWithPath: store.path(of: name)))
    else { return "damaged; import it again or remove it" }
    return MainScreen.counted(catalog.foods.count, "food", "foods")
  }
}
