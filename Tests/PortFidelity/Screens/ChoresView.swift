import TextUI

struct ChoresView: View {
  @State private var chores = ["Water the plants", "Take out recycling", "Vacuum the living room"]

  var body: some View {
    NavigationView {
      List {
        ForEach(chores, id: \.self) { chore in
          Text(chore)
        }
        .onDelete { chores.remove(atOffsets: $0) }
        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationBarTitle("Chores")
      .navigationBarItems(
        leading: EditButton(),
        trailing: Button(action: {}) {
          Image(systemName: "plus")
        })
    }
  }
}

struct ChoresView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { ChoresView() },
      PreviewState("editing", steps: [.tap("Edit")]) { ChoresView() },
    ]
  }
}
