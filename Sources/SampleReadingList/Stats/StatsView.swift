import TextUI

/// The reading statistics: a table of tags (a `Grid`), the yearly goal as a bar as wide as the
/// screen allows (a `GeometryReader`), the items saved per month as a strip that scrolls
/// sideways (a `LazyHStack` in a horizontal `ScrollView`), and a cover tile per item (a
/// `LazyVGrid` with adaptive columns, so a wider terminal shows more tiles per row), stacked
/// in a `LazyVStack`.
///
/// It takes its figures by initializer and nothing else: `StatsScreen` loads them. Its labels
/// are string literals, translated by the target's String Catalog (`Localizable.xcstrings`,
/// Japanese); the reader's tags, titles and authors are data, shown with `Text(verbatim:)`.
public struct StatsView: View {
  let stats: ReadingStats

  public init(stats: ReadingStats) {
    self.stats = stats
  }

  public var body: some View {
    LazyVStack(alignment: .leading, spacing: .rows(1)) {
      tagTable
      goal
      months
      covers
    }
    .padding(.horizontal, .columns(1))
  }

  private var tagTable: some View {
    Grid(alignment: .leading, horizontalSpacing: .columns(3)) {
      GridRow {
        Text("Tag").bold()
        Text("Items").bold().gridColumnAlignment(.trailing)
        Text("Share").bold().gridColumnAlignment(.trailing)
        Text("")
      }
      Divider()
      ForEach(stats.tags) { tag in
        GridRow {
          Text(verbatim: tag.tag)
          Text("\(tag.count)")
          Text("\(stats.percent(of: tag)) %")
          Text(verbatim: String(repeating: "█", count: stats.percent(of: tag) / 10)).foregroundColor(.cyan)
        }
      }
      Divider()
      GridRow {
        Text("Saved").bold()
        Text("\(stats.items.count)").bold()
        Text("in \(stats.months.count) months").dim().gridCellColumns(2)
      }
    }
  }

  private var goal: some View {
    VStack(alignment: .leading) {
      Text("Yearly goal: \(stats.items.count) of \(stats.goal) saved").bold()
      // A bar of characters, so measured in cells.
      GeometryReader { proxy in
        let width = proxy.cellSize.width
        let filled = Int(Double(width) * stats.goalProgress)
        HStack(spacing: 0) {
          Text(verbatim: String(repeating: "█", count: filled)).foregroundColor(.green)
          Text(verbatim: String(repeating: "░", count: max(0, width - filled))).dim()
        }
      }
      .frame(height: .rows(1))
    }
  }

  private var months: some View {
    VStack(alignment: .leading) {
      Text("By month").bold()
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: .columns(1)) {
          ForEach(stats.months, id: \.month) { month in
            Text("\(month.month)  \(month.count)")
              .padding(.horizontal, .columns(1))
              .border(.rounded)
          }
        }
      }
    }
  }

  private var covers: some View {
    VStack(alignment: .leading) {
      Text("Covers").bold()
      LazyVGrid(
        columns: [GridItem(.adaptive(minimum: .columns(22)), spacing: .columns(1))], alignment: .leading, spacing: 0
      ) {
        ForEach(stats.items) { item in
          CoverTile(item: item)
        }
      }
    }
  }
}

/// One item as a cover: its first tag as a genre line, the title on two lines at most, the
/// author dim, in a rounded box.
struct CoverTile: View {
  let item: Item

  var body: some View {
    VStack(alignment: .leading) {
      Text(verbatim: item.tags.first.map { "#\($0)" } ?? " ").foregroundColor(.magenta)
      Text(verbatim: item.title).bold().lineLimit(2)
      Text(verbatim: item.author).dim().lineLimit(1)
    }
    .frame(maxWidth: .infinity, minHeight: .rows(4), alignment: .topLeading)
    .padding(.horizontal, .columns(1))
    .border(.rounded)
  }
}
