import Foundation

/// Every file, folder and symbolic link under a folder, without following a link: what must
/// be the same after a fault for whatever lies outside the snapshots directory.
struct Tree: Equatable {
  /// Relative path → `file <digest>`, `link -> <target>` or `folder`.
  var entries: [String: String] = [:]

  /// The tree under `root`, leaving out the relative paths in `excluding` and what is below them.
  init(_ root: String, excluding: Set<String> = []) {
    walk(root, prefix: "", excluding: excluding)
  }

  private mutating func walk(_ folder: String, prefix: String, excluding: Set<String>) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let relative = prefix + name
      guard !excluding.contains(relative) else { continue }
      let path = folder + "/" + name
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        entries[relative] = "link -> " + target
      } else if isFolder(path) {
        entries[relative] = "folder"
        walk(path, prefix: relative + "/", excluding: excluding)
      } else {
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        entries[relative] = "file \(digest(bytes))"
      }
    }
  }

  /// What changed from `other`, for a message.
  func differences(from other: Tree) -> [String] {
    Set(entries.keys).union(other.entries.keys).sorted().compactMap { key in
      entries[key] == other.entries[key]
        ? nil : "\(key): \(other.entries[key] ?? "absent") → \(entries[key] ?? "absent")"
    }
  }
}

func isFolder(_ path: String) -> Bool {
  let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
  return type == .typeDirectory
}

/// FNV-1a 64 of `bytes`, as hex.
func digest(_ bytes: [UInt8]) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
  return String(hash, radix: 16) + "/\(bytes.count)"
}
