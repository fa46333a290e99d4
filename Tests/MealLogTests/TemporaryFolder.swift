import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// test that holds it ends, pass or fail (a test's struct is released when it returns or throws).
final class TemporaryFolder {
  let url: URL

  init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have made parts read-only; give them back before removing.
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in paths {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
      }
    }
    try? FileManager.default.removeItem(at: url)
  }

  var path: String { url.path }

  func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
}
