import Synchronization

/// What renders noticed for the preview runner to warn about (an SF Symbol with no stand-in,
/// a missing translation), collected until the runner takes them.
///
/// Each kind of note is kept in a task-local collector: the state renderer binds a fresh one
/// around each state, so what another render in the same process draws meanwhile (another
/// test, another graph) is never reported against that state. Outside any binding, notes go
/// to one collector for the process.
package final class RenderNotes<Note: Hashable & Comparable & Sendable>: Sendable {
  /// The notes, in a ``Notes`` made at the first one. The lock's type does not depend on
  /// `Note`: a `Mutex` of a tuple of `Set<Note>` had its type looked up at run time each time a
  /// collector was made and freed (about 1,700 instructions a collector, two a state), though
  /// nearly every state notes nothing.
  private let notes = Mutex<AnyObject?>(nil)
  /// Whether anything was noted since the last take, read without the lock: nearly every
  /// render notes nothing, and taking from the generic lock cost a debug build thousands of
  /// instructions per take for an empty list.
  private let noted = Atomic<Bool>(false)

  /// The notes so far, and the last one noted: a text drawn again (every row of a list, every
  /// render of a screen) notes the same thing again, which is then not hashed again.
  private final class Notes {
    var all: Set<Note> = []
    var last: Note?
  }

  package init() {}

  /// Notes `note`, once however often it is drawn.
  func insert(_ note: Note) {
    notes.withLock { box in
      let notes: Notes
      if let box { notes = unsafeDowncast(box, to: Notes.self) } else { notes = Notes() }
      box = notes
      if notes.last == note { return }
      notes.all.insert(note)
      notes.last = note
      noted.store(true, ordering: .releasing)
    }
  }

  /// The notes since the last call, sorted, and forgotten.
  func take() -> [Note] {
    guard noted.load(ordering: .acquiring) else { return [] }
    return notes.withLock { box in
      noted.store(false, ordering: .releasing)
      defer { box = nil }
      guard let box else { return [] }
      return unsafeDowncast(box, to: Notes.self).all.sorted()
    }
  }
}
