import TextUI

/// One item as a list shows it: the title in bold (at most two lines), then the author and
/// the dimmed day it was saved. It fills the row's width, so a link's "›" lines up at the
/// right edge whatever the title's length.
public struct ItemRow: View {
  private let item: Item

  public init(item: Item) {
    self.item = item
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text(item.title).bold().lineLimit(2)
      Text(item.author) + Text(" · \(item.savedAt)").dim()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
