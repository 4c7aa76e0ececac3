import TextUI

/// The live canvas's list of every matching preview state, as Storybook's sidebar lists
/// stories: typing filters it, ↓/↑ move through it, Enter opens a state, Esc closes it.
@MainActor
struct StatePicker: View {
  /// Each state's name as the status line shows it: `ItemActions/ItemActionsPreviews plain`.
  let names: [String]
  /// The state open when the list was, marked in it.
  let current: Int
  /// Opens the state at an index of ``names``.
  let open: @MainActor (Int) -> Void

  @State private var query = ""

  var body: some View {
    let found = Self.matches(query, in: names)
    VStack(alignment: .leading, spacing: 0) {
      TextField("Find a state", text: $query)
        .onSubmit {
          if let first = found.first { open(first) }
        }
      Text(found.count == names.count ? "\(names.count) states" : "\(found.count) of \(names.count) states")
        .foregroundColor(.secondary)
      List {
        ForEach(found, id: \.self) { index in
          Button((index == current ? "● " : "  ") + names[index]) { open(index) }
        }
      }
    }
  }

  /// The indices of the `names` that match `query`, in order: every word of the query (split
  /// at spaces) occurs in the name, ignoring case, in any order; `edit item` finds
  /// `ItemActions/ItemActionsPreviews edit sheet`. An empty query matches every name.
  nonisolated static func matches(_ query: String, in names: [String]) -> [Int] {
    let words = query.lowercased().split(whereSeparator: \.isWhitespace)
    return names.indices.filter { index in
      let name = names[index].lowercased()
      return words.allSatisfy { name.contains($0) }
    }
  }
}
