import TextUI

struct RecipeSummary: Identifiable {
  let id = UUID()
  let title: String
  let minutes: Int
  let symbol: String
}

struct RecipeGridView: View {
  let recipes: [RecipeSummary]
  private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 16) {
          ForEach(recipes) { recipe in
            VStack(alignment: .leading, spacing: 8) {
              ZStack {
                Color.orange.opacity(0.2)
                Image(systemName: recipe.symbol)
                  .font(.largeTitle)
                  .foregroundStyle(.orange)
              }
              .frame(height: 100)
              .clipShape(RoundedRectangle(cornerRadius: 12))
              Text(recipe.title)
                .font(.headline)
                .lineLimit(1)
              Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          }
        }
        .padding()
      }
      .navigationTitle("Recipes")
    }
  }
}

struct RecipeGridView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    RecipeGridView(recipes: [
      RecipeSummary(title: "Pancakes", minutes: 20, symbol: "frying.pan"),
      RecipeSummary(title: "Tomato Soup", minutes: 35, symbol: "cup.and.saucer"),
      RecipeSummary(title: "Caesar Salad", minutes: 15, symbol: "leaf"),
      RecipeSummary(title: "Birthday Cake", minutes: 90, symbol: "birthday.cake"),
    ])
  }
}
