import Foundation
import PickerModel

/// The user's imported catalogs: one catalog JSON file each in `$XDG_DATA_HOME/nomeat/imports/`
/// (`~/.local/share/nomeat/imports/`), named after the import ("usda.json").
struct ImportStore {
  let directory: String

  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ImportStore {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
    return ImportStore(directory: data + "/nomeat/imports")
  }

  /// The imports' names, in name order (the order their sections follow the curated ones).
  func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
  }

  func path(of name: String) -> String { directory + "/" + name + ".json" }

  /// A name a person can type, and that is safe as a file name.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 40 && name.first?.isLetter == true
      && name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }
  }

  /// Writes an import's catalog through a temporary file and a rename.
  func save(_ catalog: Catalog, as name: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let temporary = URL(fileURLWithPath: directory + "/." + name + ".json.tmp")
    try catalog.jsonData().write(to: temporary)
    if FileManager.default.fileExists(atPath: path(of: name)) { try FileManager.default.removeItem(atPath: path(of: name)) }
    try FileManager.default.moveItem(at: temporary, to: URL(fileURLWithPath: path(of: name)))
  }
}
