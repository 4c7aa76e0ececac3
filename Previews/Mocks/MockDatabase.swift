import PreviewKit
import SampleReadingList

/// A `Database` with one canned answer per question, whatever the item.
struct MockDatabase: Database {
  var notes: MockResponse<[String]>
  var isFavorite: MockResponse<Bool>

  init(notes: MockResponse<[String]>, isFavorite: MockResponse<Bool> = .success(false)) {
    self.notes = notes
    self.isFavorite = isFavorite
  }

  func notes(for itemID: Item.ID) async throws -> [String] { try await notes.resolve() }

  func isFavorite(_ itemID: Item.ID) async throws -> Bool { try await isFavorite.resolve() }
}
