import TextUI

enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

struct FlavorPickerScreen: View {
  @State private var selectedFlavor: Flavor = .chocolate
  @State private var scoops = 2

  var body: some View {
    NavigationView {
      List {
        Picker("Flavor", selection: $selectedFlavor) {
          Text("Chocolate").tag(Flavor.chocolate)
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Strawberry").tag(Flavor.strawberry)
        }
        Picker("Scoops", selection: $scoops) {
          ForEach(1..<5) { count in
            Text("\(count)")
          }
        }
        .pickerStyle(.segmented)
        Picker("Also try", selection: $selectedFlavor) {
          ForEach(Flavor.allCases) { flavor in
            Text(flavor.rawValue.capitalized)
          }
        }
        .pickerStyle(.inline)
        Text("Selected flavor: \(selectedFlavor.rawValue)")
      }
      .navigationTitle("Ice Cream")
    }
  }
}

struct FlavorPickerScreen_Previews: PreviewProvider {
  static var previews: some View {
    FlavorPickerScreen()
  }
}
