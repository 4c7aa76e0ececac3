import SwiftUI

struct InventoryItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var quantity: Int
}

struct InventoryListView: View {
  @State private var items = [
    InventoryItem(id: 1, name: "Screws", quantity: 240),
    InventoryItem(id: 2, name: "Nails", quantity: 0),
    InventoryItem(id: 3, name: "Washers", quantity: 18),
  ]
  @State private var selection = Set<Int>()
  @State private var editMode: EditMode = .inactive

  var body: some View {
    NavigationView {
      List(selection: $selection) {
        ForEach(items) { item in
          HStack {
            Text(item.name)
            Spacer()
            Text("\(item.quantity)")
              .foregroundColor(item.quantity == 0 ? .red : .primary)
          }
        }
        .onDelete { offsets in
          items.remove(atOffsets: offsets)
        }
      }
      .navigationTitle("Inventory")
      .navigationBarItems(
        leading: EditButton(),
        trailing: Button("Delete (\(selection.count))") {
          items.removeAll { selection.contains($0.id) }
          selection.removeAll()
        }
        .disabled(selection.isEmpty)
      )
      .environment(\.editMode, $editMode)
    }
  }
}

struct InventoryListView_Previews: PreviewProvider {
  static var previews: some View {
    InventoryListView()
  }
}
