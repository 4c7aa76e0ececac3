/// Fixed sample items shared by the live in-memory services, previews and tests, so every
/// screen can be shown with realistic English and Japanese content and no network.
extension Item {
  /// A few items with titles that fit a line at 80 columns, in English and Japanese.
  public static let samples: [Item] = [
    Item(
      id: 1, title: "SwiftUI のプレビューを気軽に使うための DI 戦略", url: "https://example.com/articles/preview-di",
      author: "Aiko Tanaka", tags: ["swiftui", "di", "preview"], savedAt: "2023-09-01"),
    Item(
      id: 2, title: "Designing a Dependency Container in Swift", url: "https://example.com/articles/containers",
      author: "Sam Rivera", tags: ["swift", "architecture"], savedAt: "2023-09-14"),
    Item(
      id: 3, title: "依存関係をイニシャライザで渡す理由", url: "https://example.com/articles/initializer-injection",
      author: "Jun Sato", tags: ["di", "testing"], savedAt: "2023-10-02"),
    Item(
      id: 4, title: "Testing Async View Models Without Sleeping", url: "https://example.com/articles/async-tests",
      author: "Priya Nair", tags: ["testing", "concurrency"], savedAt: "2023-11-20"),
  ]

  /// An item whose title wraps at any terminal width, for layout previews.
  public static let veryLongTitle = Item(
    id: 5,
    title:
      "Initializer Injection, Environment Values and a Single Container: Why the Compiler Should Tell You "
      + "Which Dependencies a Screen Needs Before You Ever Open Its Preview",
    url: "https://example.com/articles/very-long-title", author: "Morgan Lee", tags: ["di", "swiftui"],
    savedAt: "2024-01-08")
}
