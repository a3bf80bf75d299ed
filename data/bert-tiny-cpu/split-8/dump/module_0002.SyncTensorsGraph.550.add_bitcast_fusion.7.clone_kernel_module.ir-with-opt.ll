; ModuleID = '__compute_module_add_bitcast_fusion.7.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.7.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.7.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !7
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !7
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !7
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %20, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  %22 = icmp ult i64 %21, 2
  br i1 %22, label %23, label %add_bitcast_fusion.7.clone_wrapped.exit

23:                                               ; preds = %1
  %24 = shl nuw nsw i64 %21, 9
  %25 = shl nuw nsw i64 %21, 16
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %wide.load11 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %27 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %wide.load13 = load <8 x float>, ptr %16, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %wide.load11.1 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.1 = load <8 x float>, ptr %29, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %31 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %wide.load13.1 = load <8 x float>, ptr %30, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.1 = load <8 x float>, ptr %31, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %wide.load11.2 = load <8 x float>, ptr %32, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.2 = load <8 x float>, ptr %33, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %34 = getelementptr inbounds nuw i8, ptr %16, i64 128
  %35 = getelementptr inbounds nuw i8, ptr %16, i64 160
  %wide.load13.2 = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.2 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 224
  %wide.load11.3 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.3 = load <8 x float>, ptr %37, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %38 = getelementptr inbounds nuw i8, ptr %16, i64 192
  %39 = getelementptr inbounds nuw i8, ptr %16, i64 224
  %wide.load13.3 = load <8 x float>, ptr %38, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.3 = load <8 x float>, ptr %39, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %40 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %41 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %wide.load11.4 = load <8 x float>, ptr %40, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.4 = load <8 x float>, ptr %41, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %42 = getelementptr inbounds nuw i8, ptr %16, i64 256
  %43 = getelementptr inbounds nuw i8, ptr %16, i64 288
  %wide.load13.4 = load <8 x float>, ptr %42, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.4 = load <8 x float>, ptr %43, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %wide.load11.5 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.5 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %46 = getelementptr inbounds nuw i8, ptr %16, i64 320
  %47 = getelementptr inbounds nuw i8, ptr %16, i64 352
  %wide.load13.5 = load <8 x float>, ptr %46, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.5 = load <8 x float>, ptr %47, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %49 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %wide.load11.6 = load <8 x float>, ptr %48, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.6 = load <8 x float>, ptr %49, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %50 = getelementptr inbounds nuw i8, ptr %16, i64 384
  %51 = getelementptr inbounds nuw i8, ptr %16, i64 416
  %wide.load13.6 = load <8 x float>, ptr %50, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.6 = load <8 x float>, ptr %51, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 480
  %wide.load11.7 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %wide.load12.7 = load <8 x float>, ptr %53, align 4, !invariant.load !3, !alias.scope !8, !noalias !25
  %54 = getelementptr inbounds nuw i8, ptr %16, i64 448
  %55 = getelementptr inbounds nuw i8, ptr %16, i64 480
  %wide.load13.7 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  %wide.load14.7 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !21, !noalias !28
  br label %vector.ph

vector.ph:                                        ; preds = %23, %vector.ph
  %56 = phi i64 [ 0, %23 ], [ %240, %vector.ph ]
  %57 = add nuw nsw i64 %56, %24
  %58 = getelementptr inbounds nuw [1024 x float], ptr %6, i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !invariant.load !3, !alias.scope !11, !noalias !29
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %59, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %60 = getelementptr inbounds nuw [1024 x float], ptr %8, i64 0, i64 %57
  %61 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !13, !noalias !30
  %62 = fmul float %61, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %62, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %63 = shl nuw nsw i64 %56, 7
  %64 = and i64 %63, 16256
  %65 = add nuw nsw i64 %63, %25
  %66 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 32
  %wide.load = load <8 x float>, ptr %66, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6 = load <8 x float>, ptr %67, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %68 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %65
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 32
  %wide.load7 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %70 = fadd <8 x float> %wide.load, %wide.load7
  %71 = fadd <8 x float> %wide.load6, %wide.load8
  %72 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %64
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 32
  %wide.load9 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10 = load <8 x float>, ptr %73, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %74 = fadd <8 x float> %70, %wide.load9
  %75 = fadd <8 x float> %71, %wide.load10
  %76 = fsub <8 x float> %74, %broadcast.splat
  %77 = fsub <8 x float> %75, %broadcast.splat
  %78 = fmul <8 x float> %broadcast.splat5, %76
  %79 = fmul <8 x float> %broadcast.splat5, %77
  %80 = fmul <8 x float> %wide.load11, %78
  %81 = fmul <8 x float> %wide.load12, %79
  %82 = fadd <8 x float> %wide.load13, %80
  %83 = fadd <8 x float> %wide.load14, %81
  %84 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %65
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 32
  store <8 x float> %82, ptr %84, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %83, ptr %85, align 4, !alias.scope !34, !noalias !35
  %86 = or disjoint i64 %65, 16
  %87 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 32
  %wide.load.1 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.1 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %89 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %86
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 32
  %wide.load7.1 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.1 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %91 = fadd <8 x float> %wide.load.1, %wide.load7.1
  %92 = fadd <8 x float> %wide.load6.1, %wide.load8.1
  %93 = or disjoint i64 %64, 16
  %94 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 32
  %wide.load9.1 = load <8 x float>, ptr %94, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.1 = load <8 x float>, ptr %95, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %96 = fadd <8 x float> %91, %wide.load9.1
  %97 = fadd <8 x float> %92, %wide.load10.1
  %98 = fsub <8 x float> %96, %broadcast.splat
  %99 = fsub <8 x float> %97, %broadcast.splat
  %100 = fmul <8 x float> %broadcast.splat5, %98
  %101 = fmul <8 x float> %broadcast.splat5, %99
  %102 = fmul <8 x float> %wide.load11.1, %100
  %103 = fmul <8 x float> %wide.load12.1, %101
  %104 = fadd <8 x float> %wide.load13.1, %102
  %105 = fadd <8 x float> %wide.load14.1, %103
  %106 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %86
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 32
  store <8 x float> %104, ptr %106, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %105, ptr %107, align 4, !alias.scope !34, !noalias !35
  %108 = or disjoint i64 %65, 32
  %109 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 32
  %wide.load.2 = load <8 x float>, ptr %109, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.2 = load <8 x float>, ptr %110, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %111 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %108
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %wide.load7.2 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.2 = load <8 x float>, ptr %112, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %113 = fadd <8 x float> %wide.load.2, %wide.load7.2
  %114 = fadd <8 x float> %wide.load6.2, %wide.load8.2
  %115 = or disjoint i64 %64, 32
  %116 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %115
  %117 = getelementptr inbounds nuw i8, ptr %116, i64 32
  %wide.load9.2 = load <8 x float>, ptr %116, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.2 = load <8 x float>, ptr %117, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %118 = fadd <8 x float> %113, %wide.load9.2
  %119 = fadd <8 x float> %114, %wide.load10.2
  %120 = fsub <8 x float> %118, %broadcast.splat
  %121 = fsub <8 x float> %119, %broadcast.splat
  %122 = fmul <8 x float> %broadcast.splat5, %120
  %123 = fmul <8 x float> %broadcast.splat5, %121
  %124 = fmul <8 x float> %wide.load11.2, %122
  %125 = fmul <8 x float> %wide.load12.2, %123
  %126 = fadd <8 x float> %wide.load13.2, %124
  %127 = fadd <8 x float> %wide.load14.2, %125
  %128 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %108
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 32
  store <8 x float> %126, ptr %128, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %127, ptr %129, align 4, !alias.scope !34, !noalias !35
  %130 = or disjoint i64 %65, 48
  %131 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %130
  %132 = getelementptr inbounds nuw i8, ptr %131, i64 32
  %wide.load.3 = load <8 x float>, ptr %131, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.3 = load <8 x float>, ptr %132, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %133 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %130
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 32
  %wide.load7.3 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.3 = load <8 x float>, ptr %134, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %135 = fadd <8 x float> %wide.load.3, %wide.load7.3
  %136 = fadd <8 x float> %wide.load6.3, %wide.load8.3
  %137 = or disjoint i64 %64, 48
  %138 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %137
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 32
  %wide.load9.3 = load <8 x float>, ptr %138, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.3 = load <8 x float>, ptr %139, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %140 = fadd <8 x float> %135, %wide.load9.3
  %141 = fadd <8 x float> %136, %wide.load10.3
  %142 = fsub <8 x float> %140, %broadcast.splat
  %143 = fsub <8 x float> %141, %broadcast.splat
  %144 = fmul <8 x float> %broadcast.splat5, %142
  %145 = fmul <8 x float> %broadcast.splat5, %143
  %146 = fmul <8 x float> %wide.load11.3, %144
  %147 = fmul <8 x float> %wide.load12.3, %145
  %148 = fadd <8 x float> %wide.load13.3, %146
  %149 = fadd <8 x float> %wide.load14.3, %147
  %150 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %130
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 32
  store <8 x float> %148, ptr %150, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %149, ptr %151, align 4, !alias.scope !34, !noalias !35
  %152 = or disjoint i64 %65, 64
  %153 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 32
  %wide.load.4 = load <8 x float>, ptr %153, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.4 = load <8 x float>, ptr %154, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %155 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %152
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 32
  %wide.load7.4 = load <8 x float>, ptr %155, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.4 = load <8 x float>, ptr %156, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %157 = fadd <8 x float> %wide.load.4, %wide.load7.4
  %158 = fadd <8 x float> %wide.load6.4, %wide.load8.4
  %159 = or disjoint i64 %64, 64
  %160 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %159
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 32
  %wide.load9.4 = load <8 x float>, ptr %160, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.4 = load <8 x float>, ptr %161, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %162 = fadd <8 x float> %157, %wide.load9.4
  %163 = fadd <8 x float> %158, %wide.load10.4
  %164 = fsub <8 x float> %162, %broadcast.splat
  %165 = fsub <8 x float> %163, %broadcast.splat
  %166 = fmul <8 x float> %broadcast.splat5, %164
  %167 = fmul <8 x float> %broadcast.splat5, %165
  %168 = fmul <8 x float> %wide.load11.4, %166
  %169 = fmul <8 x float> %wide.load12.4, %167
  %170 = fadd <8 x float> %wide.load13.4, %168
  %171 = fadd <8 x float> %wide.load14.4, %169
  %172 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %152
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 32
  store <8 x float> %170, ptr %172, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %171, ptr %173, align 4, !alias.scope !34, !noalias !35
  %174 = or disjoint i64 %65, 80
  %175 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %174
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 32
  %wide.load.5 = load <8 x float>, ptr %175, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.5 = load <8 x float>, ptr %176, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %177 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %174
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 32
  %wide.load7.5 = load <8 x float>, ptr %177, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.5 = load <8 x float>, ptr %178, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %179 = fadd <8 x float> %wide.load.5, %wide.load7.5
  %180 = fadd <8 x float> %wide.load6.5, %wide.load8.5
  %181 = or disjoint i64 %64, 80
  %182 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %181
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 32
  %wide.load9.5 = load <8 x float>, ptr %182, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.5 = load <8 x float>, ptr %183, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %184 = fadd <8 x float> %179, %wide.load9.5
  %185 = fadd <8 x float> %180, %wide.load10.5
  %186 = fsub <8 x float> %184, %broadcast.splat
  %187 = fsub <8 x float> %185, %broadcast.splat
  %188 = fmul <8 x float> %broadcast.splat5, %186
  %189 = fmul <8 x float> %broadcast.splat5, %187
  %190 = fmul <8 x float> %wide.load11.5, %188
  %191 = fmul <8 x float> %wide.load12.5, %189
  %192 = fadd <8 x float> %wide.load13.5, %190
  %193 = fadd <8 x float> %wide.load14.5, %191
  %194 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %174
  %195 = getelementptr inbounds nuw i8, ptr %194, i64 32
  store <8 x float> %192, ptr %194, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %193, ptr %195, align 4, !alias.scope !34, !noalias !35
  %196 = or disjoint i64 %65, 96
  %197 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %196
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 32
  %wide.load.6 = load <8 x float>, ptr %197, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.6 = load <8 x float>, ptr %198, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %199 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %196
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 32
  %wide.load7.6 = load <8 x float>, ptr %199, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.6 = load <8 x float>, ptr %200, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %201 = fadd <8 x float> %wide.load.6, %wide.load7.6
  %202 = fadd <8 x float> %wide.load6.6, %wide.load8.6
  %203 = or disjoint i64 %64, 96
  %204 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %203
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 32
  %wide.load9.6 = load <8 x float>, ptr %204, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.6 = load <8 x float>, ptr %205, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %206 = fadd <8 x float> %201, %wide.load9.6
  %207 = fadd <8 x float> %202, %wide.load10.6
  %208 = fsub <8 x float> %206, %broadcast.splat
  %209 = fsub <8 x float> %207, %broadcast.splat
  %210 = fmul <8 x float> %broadcast.splat5, %208
  %211 = fmul <8 x float> %broadcast.splat5, %209
  %212 = fmul <8 x float> %wide.load11.6, %210
  %213 = fmul <8 x float> %wide.load12.6, %211
  %214 = fadd <8 x float> %wide.load13.6, %212
  %215 = fadd <8 x float> %wide.load14.6, %213
  %216 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %196
  %217 = getelementptr inbounds nuw i8, ptr %216, i64 32
  store <8 x float> %214, ptr %216, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %215, ptr %217, align 4, !alias.scope !34, !noalias !35
  %218 = or disjoint i64 %65, 112
  %219 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 32
  %wide.load.7 = load <8 x float>, ptr %219, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %wide.load6.7 = load <8 x float>, ptr %220, align 4, !invariant.load !3, !alias.scope !17, !noalias !31
  %221 = getelementptr inbounds nuw [131072 x float], ptr %14, i64 0, i64 %218
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 32
  %wide.load7.7 = load <8 x float>, ptr %221, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %wide.load8.7 = load <8 x float>, ptr %222, align 4, !invariant.load !3, !alias.scope !19, !noalias !32
  %223 = fadd <8 x float> %wide.load.7, %wide.load7.7
  %224 = fadd <8 x float> %wide.load6.7, %wide.load8.7
  %225 = or disjoint i64 %64, 112
  %226 = getelementptr inbounds nuw [16384 x float], ptr %10, i64 0, i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 32
  %wide.load9.7 = load <8 x float>, ptr %226, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %wide.load10.7 = load <8 x float>, ptr %227, align 4, !invariant.load !3, !alias.scope !15, !noalias !33
  %228 = fadd <8 x float> %223, %wide.load9.7
  %229 = fadd <8 x float> %224, %wide.load10.7
  %230 = fsub <8 x float> %228, %broadcast.splat
  %231 = fsub <8 x float> %229, %broadcast.splat
  %232 = fmul <8 x float> %broadcast.splat5, %230
  %233 = fmul <8 x float> %broadcast.splat5, %231
  %234 = fmul <8 x float> %wide.load11.7, %232
  %235 = fmul <8 x float> %wide.load12.7, %233
  %236 = fadd <8 x float> %wide.load13.7, %234
  %237 = fadd <8 x float> %wide.load14.7, %235
  %238 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %218
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 32
  store <8 x float> %236, ptr %238, align 4, !alias.scope !34, !noalias !35
  store <8 x float> %237, ptr %239, align 4, !alias.scope !34, !noalias !35
  %240 = add nuw nsw i64 %56, 1
  %exitcond3.not = icmp eq i64 %240, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.7.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.7.clone_wrapped.exit:          ; preds = %vector.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 65536}
!7 = !{i64 524288}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.7.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.7.clone_wrapped: argument 7"}
!25 = !{!26, !12, !14, !16, !18, !20, !22, !24}
!26 = distinct !{!26, !27, !"xla.slice_index=7"}
!27 = distinct !{!27}
!28 = !{!26, !9, !12, !14, !16, !18, !20, !24}
!29 = !{!26, !9, !14, !16, !18, !20, !22, !24}
!30 = !{!26, !9, !12, !16, !18, !20, !22, !24}
!31 = !{!26, !9, !12, !14, !16, !20, !22, !24}
!32 = !{!26, !9, !12, !14, !16, !18, !22, !24}
!33 = !{!26, !9, !12, !14, !18, !20, !22, !24}
!34 = !{!26, !24}
!35 = !{!9, !12, !14, !16, !18, !20, !22}
