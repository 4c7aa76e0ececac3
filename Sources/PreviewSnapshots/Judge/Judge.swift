import Foundation

/// Judges a rendering against its recorded snapshot: recorded + rendered → ``Verdict``. Pure:
/// it reads no file and writes nothing, so every verdict can be tested from bytes alone.
package enum Judge {
  /// What was found where a rendering's snapshot belongs.
  package enum Recorded {
    /// No file.
    case missing
    /// The file's bytes.
    case found([UInt8])
    /// The file exists but could not be read, for this reason.
    case unreadable(String)

    /// What loading a snapshot gave: its bytes, no file, or the reason it could not be read.
    package init(loading load: () throws -> SnapshotStore.Loaded) {
      do {
        switch try load() {
        case .missing: self = .missing
        case .found(let bytes): self = .found(bytes)
        }
      } catch {
        self = .unreadable("\(error)")
      }
    }

    /// The recorded bytes, when there are any.
    package var bytes: [UInt8]? {
      if case .found(let bytes) = self { return bytes }
      return nil
    }
  }

  /// The verdict on `rendered` (a snapshot file's UTF-8) against `recorded`; `path` names the
  /// rendering in a decoding error, `shownPath` the recorded file in a decoding error and in
  /// a diff (as the user named the folder, so that `git apply` takes it from the working
  /// directory; made only for a difference). The bytes are compared once: only a difference
  /// pays for decoding.
  package static func verdict(
    recorded: Recorded, rendered: [UInt8], path: String, shownPath: @autoclosure () -> String
  ) -> Verdict {
    let bytes: [UInt8]
    switch recorded {
    case .missing: return .new
    case .unreadable(let reason): return .unreadable(reason: reason)
    case .found(let found): bytes = found
    }
    // Compared as memory: a passing state, the common case, costs one comparison of bytes
    // and no decoding (an element-by-element walk is slow in a debug build).
    let equal = rendered.withUnsafeBytes { new in
      bytes.withUnsafeBytes { old in
        old.count == new.count && (old.isEmpty || POSIX.memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0)
      }
    }
    if equal { return .match }
    do {
      let shownPath = shownPath()
      let actual = try SnapshotFile.decode(rendered, path: path)
      let recordedFile = try SnapshotFile.decode(bytes, path: shownPath)
      if recordedFile.hasSameEncoding(as: actual) { return .match }
      return .changed(
        SnapshotChange(
          recorded: recordedFile, actual: actual, path: shownPath,
          recordedText: String(decoding: bytes, as: UTF8.self),
          actualText: String(decoding: rendered, as: UTF8.self)))
    } catch {
      return .unreadable(reason: error.description)
    }
  }
}
