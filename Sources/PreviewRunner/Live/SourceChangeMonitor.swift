import Dispatch
import Foundation

/// Tells when a Swift file of a package is saved, without polling where the system can say:
/// inotify on Linux (a watch on every folder of the package but `.build`, hidden folders and
/// `Snapshots`), a look at the files' dates every half second elsewhere.
@MainActor
final class SourceChangeMonitor {
  private let root: String
  private let changed: @MainActor ([String]) -> Void
  private var source: (any DispatchSourceProtocol)?
  private var descriptor: Int32 = -1
  private var watched: [Int32: String] = [:]
  private var pending: Set<String> = []
  private var debounce: DispatchWorkItem?

  /// Starts watching `root`; `changed` is told the Swift files saved, a moment after the last
  /// of a burst (an editor's save is several events).
  init(root: String, changed: @escaping @MainActor ([String]) -> Void) {
    self.root = root
    self.changed = changed
    start()
  }

  /// Stops watching.
  func stop() {
    source?.cancel()
    source = nil
    debounce?.cancel()
  }

  private func start() {
    #if canImport(Glibc)
      descriptor = POSIX.inotify_init1(Int32(POSIX.IN_NONBLOCK | POSIX.IN_CLOEXEC))
      if descriptor >= 0 {
        addWatches(under: root)
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        reader.setEventHandler { MainActor.assumeIsolated { self.readEvents() } }
        reader.setCancelHandler { [descriptor] in _ = POSIX.close(descriptor) }
        reader.resume()
        source = reader
        return
      }
    #endif
    startPolling()
  }

  private static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || name == "Snapshots"
  }

  #if canImport(Glibc)
    private func addWatches(under directory: String) {
      let mask = UInt32(POSIX.IN_CLOSE_WRITE | POSIX.IN_MOVED_TO | POSIX.IN_CREATE | POSIX.IN_DELETE)
      let watch = POSIX.inotify_add_watch(descriptor, directory, mask)
      if watch >= 0 { watched[watch] = directory }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
      for name in names where !Self.isSkipped(name) {
        let path = directory + "/" + name
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          // A symbolic link to a folder is not followed: it may lead anywhere, even to a cycle.
          if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil { addWatches(under: path) }
        }
      }
    }

    private func readEvents() {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<POSIX.InotifyEvent>.size <= count {
          let (watch, mask, nameLength) = buffer.withUnsafeBytes { bytes in
            let event = bytes.loadUnaligned(fromByteOffset: offset, as: POSIX.InotifyEvent.self)
            return (event.wd, event.mask, Int(event.len))
          }
          let nameStart = offset + MemoryLayout<POSIX.InotifyEvent>.size
          let nameBytes = buffer[nameStart..<min(count, nameStart + nameLength)].prefix { $0 != 0 }
          let name = String(decoding: nameBytes, as: UTF8.self)
          offset = nameStart + nameLength
          guard let directory = watched[watch] else { continue }
          let path = directory + "/" + name
          if mask & UInt32(POSIX.IN_ISDIR) != 0 {
            if mask & UInt32(POSIX.IN_CREATE | POSIX.IN_MOVED_TO) != 0, !Self.isSkipped(name) {
              addWatches(under: path)
            }
          } else if name.hasSuffix(".swift") || name == "Package.swift" {
            note(path)
          }
        }
      }
    }
  #endif

  private func startPolling() {
    var watcher = SourceWatcher(root: root)
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
    timer.setEventHandler {
      MainActor.assumeIsolated {
        for path in watcher.changes() { self.note(path) }
      }
    }
    timer.resume()
    source = timer
  }

  private func note(_ path: String) {
    pending.insert(path)
    debounce?.cancel()
    let item = DispatchWorkItem {
      MainActor.assumeIsolated {
        let paths = self.pending.sorted()
        self.pending = []
        self.changed(paths)
      }
    }
    debounce = item
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(80), execute: item)
  }
}
