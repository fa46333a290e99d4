import Foundation

/// The package's root folder, for the reference data in Data/ and the resources the tests read
/// as files.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
