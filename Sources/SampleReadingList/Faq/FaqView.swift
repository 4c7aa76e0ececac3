import TextDependencies
import TextUI

/// The FAQ screen, built the `DependencyInjectable` way (seed 003): its one requirement is a
/// `Dependency` struct, and the only way to make it is `make(withDependency:)`, so every
/// caller states what it passes and the compiler checks it.
///
/// ```swift
/// FaqView.make(withDependency: .init(faq: .readingList))
/// ```
public struct FaqView: View, DependencyInjectable {
  /// Everything the screen needs: the questions to show.
  public struct Dependency {
    public let faq: Faq

    public init(faq: Faq) {
      self.faq = faq
    }
  }

  private let faq: Faq

  // Nonisolated: making the screen is plain data work, callable from anywhere, as the
  // protocol's requirement is.
  nonisolated private init(faq: Faq) {
    self.faq = faq
  }

  nonisolated public static func make(withDependency dependency: Dependency) -> FaqView {
    FaqView(faq: dependency.faq)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      if faq.entries.isEmpty {
        Text("No questions yet.").dim()
      }
      ForEach(Array(faq.entries.enumerated()), id: \.offset) { entry in
        VStack(alignment: .leading) {
          Text(entry.element.question).bold()
          Text(entry.element.answer)
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .navigationTitle("FAQ")
  }
}
