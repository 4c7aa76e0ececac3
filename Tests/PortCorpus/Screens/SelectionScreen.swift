import TextUI

struct Planet: Identifiable {
  let id: Int
  let name: String
}

struct SelectionScreen: View {
  let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus"), Planet(id: 3, name: "Earth")]
  @State private var selection: Planet.ID? = 3

  var body: some View {
    VStack(alignment: .leading) {
      List(planets, selection: $selection) { planet in
        Text(planet.name)
      }
      Text("Selected: \(planets.first { $0.id == selection }?.name ?? "none")")
        .font(.footnote)
    }
  }
}

struct SelectionScreen_Previews: PreviewProvider {
  static var previews: some View {
    SelectionScreen()
  }
}
