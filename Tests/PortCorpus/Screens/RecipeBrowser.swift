import TextUI

struct Recipe: Identifiable, Hashable {
  let id: String
  let name: String
  let minutes: Int
  let isFavorite: Bool
}

struct RecipeBrowser: View {
  @State private var path = NavigationPath()
  let recipes = [
    Recipe(id: "pancakes", name: "Pancakes", minutes: 20, isFavorite: true),
    Recipe(id: "risotto", name: "Risotto", minutes: 45, isFavorite: false),
    Recipe(id: "salad", name: "Greek Salad", minutes: 10, isFavorite: true),
  ]

  var body: some View {
    NavigationStack(path: $path) {
      List(recipes) { recipe in
        NavigationLink(value: recipe) {
          HStack {
            Text(recipe.name)
            Spacer()
            if recipe.isFavorite {
              Image(systemName: "star.fill").foregroundColor(.yellow)
            }
          }
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      Label("\(recipe.minutes) minutes", systemImage: "clock")
      Button("Done") { dismiss() }
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct RecipeBrowser_Previews: PreviewProvider {
  static var previews: some View {
    RecipeBrowser()
  }
}
