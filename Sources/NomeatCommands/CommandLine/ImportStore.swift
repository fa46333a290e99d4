import Foundation
import MealLog
import PickerModel
import FoodData

#if canImport(Glibc)
  import Glibc
#endif

/// The user's imported catalogs: one catalog JSON file each in `$XDG_DATA_HOME/nomeat/imports/`
/// (`~/.local/share/nomeat/imports/`), named after the import ("usda.json").
struct ImportStore {
  let directory: String
  /// When the command began: a temporary file last written before it, that nobody is writing,
  /// is a killed import's (`removeLeftoverTemporaries`).
  let started: Date

  /// Why an import could not be written, in words for a message.
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder beside the log's default place, by the log's own rule (`DatabaseLocation`:
  /// XDG_DATA_HOME only when absolute, as the XDG spec says, else ~/.local/share), so the two
  /// can never disagree. NOMEAT_DB and --db move the log alone.
  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ImportStore {
    var defaults = environment
    defaults["NOMEAT_DB"] = nil
    let log = DatabaseLocation.path(option: nil, environment: defaults)
    return ImportStore(directory: (log as NSString).deletingLastPathComponent + "/imports", started: Date())
  }

  /// The imports' names, in name order (the order their sections follow the curated ones).
  /// Files whose names `import` could not have given (a hand-made "x\u{1B}.json") are not imports.
  func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter(Self.isValidName).sorted()
  }

  func path(of name: String) -> String { directory + "/" + name + ".json" }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(of: name)) }

  /// A name a person can type, and that is safe as a file name.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 40 && name.first?.isLetter == true
      && name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }
  }

  /// Writes an import's catalog through a temporary file and a rename, once the leftovers of
  /// killed imports are gone (`removeLeftoverTemporaries`). The temporary file is created
  /// afresh (O_CREAT|O_EXCL|O_NOFOLLOW): whatever was at its path, a leftover or a link
  /// planted there, is removed, never followed, so no file outside the folder is written.
  func save(_ catalog: Catalog, as name: String) throws(WriteError) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw WriteError(description: error.localizedDescription)
    }
    removeLeftoverTemporaries()
    let temporary = temporaryPath(of: name)
    // unlink removes a link itself, not what it points to.
    if unlink(temporary) != 0 && errno != ENOENT { throw Self.failure("cannot remove the old \(temporary)") }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Self.failure("cannot create \(temporary)") }
    // Held until the descriptor is closed: another import sees that this file is being written.
    flock(descriptor, LOCK_EX)
    // Written a piece at a time: an import of millions of foods never exists as one text.
    let written: Bool
    do {
      written = try catalog.writeJSON { piece in Self.write(piece, to: descriptor) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw WriteError(description: error.localizedDescription)
    }
    let failure = written && fsync(descriptor) == 0 ? nil : Self.failure("cannot write \(temporary)")
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw failure
    }
    guard rename(temporary, path(of: name)) == 0 else {
      let failure = Self.failure("cannot rename \(temporary)")
      unlink(temporary)
      throw failure
    }
  }

  /// All of `bytes`, through short writes and interruptions; false on a failed write.
  private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    return bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        if count > 0 {
          written += count
        } else if count < 0 && errno != EINTR {
          return false
        }
      }
      return true
    }
  }

  private static func failure(_ what: String) -> WriteError {
    WriteError(description: "\(what) (\(String(cString: strerror(errno)).lowercased()))")
  }
}
