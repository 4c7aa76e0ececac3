import TextUI

/// The localization resources checked before a run renders anything: a String Catalog or
/// strings file TextUI cannot read (not JSON, an entry of an unknown shape) would leave its
/// keys drawn untranslated, so the run stops with exit 2 instead, naming the file and the key.
enum ResourceCheck {
  /// The error for `problems` (what TextUI could not read, one a file), or `nil` for none.
  static func problem(_ problems: [String]) -> String? {
    guard let first = problems.first else { return nil }
    let more =
      problems.count > 1 ? " (and \(problems.count - 1) more: \(problems.dropFirst().joined(separator: "; ")))" : ""
    return "cannot read a localization resource: \(first)\(more)"
  }
}
