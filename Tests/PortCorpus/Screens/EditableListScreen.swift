import TextUI

struct EditableListScreen: View {
  @State private var cities = ["Lisbon", "Oslo", "Kyoto", "Lima"]
  @State private var editMode = EditMode.active

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Cities").font(.headline)
        Spacer()
        EditButton()
      }
      List {
        ForEach(cities, id: \.self) { city in
          Text(city)
        }
        .onDelete { cities.remove(atOffsets: $0) }
        .onMove { cities.move(fromOffsets: $0, toOffset: $1) }
      }
    }
    .environment(\.editMode, $editMode)
  }
}

struct EditableListScreen_Previews: PreviewProvider {
  static var previews: some View {
    EditableListScreen()
  }
}
