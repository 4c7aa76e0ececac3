/// A `ForEach` whose rows can be deleted or moved, made by `.onDelete(perform:)` and
/// `.onMove(perform:)`. Outside edit mode the rows are drawn as they are (a terminal has no
/// swipe); in edit mode each row starts with a red "⊖" — the row is then a button labelled
/// "⊖ <row text>" that deletes it — and ends with a "≡" handle when it can move. As in
/// SwiftUI, the actions are plain closures, called on the main actor.
public struct _EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let forEach: ForEach<Data, ID, Content>
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
  @Environment(\.editMode) private var editMode

  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    let rows = forEach.data.enumerated().map { offset, element in
      EditableRow(offset: offset, id: forEach.identify(element), element: element)
    }
    ForEach(rows, id: \.id) { row in
      if isEditing {
        editingRow(row)
      } else {
        forEach.content(row.element)
      }
    }
  }

  @ViewBuilder private func editingRow(_ row: EditableRow<Data.Element, ID>) -> some View {
    HStack(spacing: 1) {
      if let onDelete {
        Button {
          onDelete(IndexSet(integer: row.offset))
        } label: {
          HStack(spacing: 1) {
            Text(verbatim: "⊖").foregroundColor(.red).accessibilityHidden(true)
            forEach.content(row.element)
          }
        }
        .buttonStyle(.plain)
      } else {
        forEach.content(row.element)
      }
      if onMove != nil {
        Spacer(minLength: 1)
        Text(verbatim: "≡").foregroundColor(.secondary).accessibilityHidden(true)
      }
    }
  }

  /// Deletes rows: `perform` gets the offsets of the rows to remove.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Moves rows: `perform` gets the offsets moved and the offset they go before.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}

/// One element of an editable `ForEach` with its position.
struct EditableRow<Element, ID: Hashable> {
  let offset: Int
  let id: ID
  let element: Element
}

extension ForEach {
  /// Lets rows be deleted in edit mode (tap "⊖ <row text>"); `action` gets their offsets.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableForEach<Data, ID, Content> {
    _EditableForEach(forEach: self, onDelete: action, onMove: nil)
  }

  /// Lets rows be moved in edit mode (drawn with a "≡" handle); `action` gets the offsets
  /// moved and the destination offset.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableForEach<Data, ID, Content> {
    _EditableForEach(forEach: self, onDelete: nil, onMove: action)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI adds to collections for `.onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so they come before the element at `destination`, as
  /// SwiftUI adds to collections for `.onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let insertion = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: insertion)
  }
}
