; ModuleID = '__compute_module_copy_bitcast_fusion.3.clone_kernel_module'
source_filename = "__compute_module_copy_bitcast_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @copy_bitcast_fusion.3.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %copy_bitcast_fusion.3.clone_wrapped.exit

13:                                               ; preds = %1
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !15
  %16 = load float, ptr %15, align 4, !invariant.load !3, !alias.scope !11, !noalias !16
  %17 = shl nuw nsw i64 %11, 16
  %broadcast.splatinsert13 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat14 = shufflevector <8 x float> %broadcast.splatinsert13, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph

vector.ph:                                        ; preds = %13, %middle.block
  %18 = phi i64 [ 0, %13 ], [ %97, %middle.block ]
  %19 = shl nuw nsw i64 %18, 7
  %.reass8 = add nuw nsw i64 %19, %17
  %invariant.op6 = add nuw nsw i64 %17, %18
  %20 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %18
  %21 = load float, ptr %20, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert = insertelement <8 x float> poison, float %21, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <8 x i64> poison, i64 %invariant.op6, i64 0
  %broadcast.splat12 = shufflevector <8 x i64> %broadcast.splatinsert11, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = add <8 x i64> splat (i64 1024), %broadcast.splat12
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %22 = shl nuw nsw <8 x i64> %vec.ind, splat (i64 7)
  %23 = add nuw nsw <8 x i64> %22, %broadcast.splat12
  %24 = extractelement <8 x i64> %23, i64 0
  %25 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %24
  %26 = extractelement <8 x i64> %23, i64 1
  %27 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %26
  %28 = extractelement <8 x i64> %23, i64 2
  %29 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %28
  %30 = extractelement <8 x i64> %23, i64 3
  %31 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %30
  %32 = extractelement <8 x i64> %23, i64 4
  %33 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %32
  %34 = extractelement <8 x i64> %23, i64 5
  %35 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %34
  %36 = extractelement <8 x i64> %23, i64 6
  %37 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %36
  %38 = extractelement <8 x i64> %23, i64 7
  %39 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %38
  %40 = load float, ptr %25, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %41 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %42 = load float, ptr %29, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %43 = load float, ptr %31, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %44 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %45 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %46 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %47 = load float, ptr %39, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %48 = insertelement <8 x float> poison, float %40, i64 0
  %49 = insertelement <8 x float> %48, float %41, i64 1
  %50 = insertelement <8 x float> %49, float %42, i64 2
  %51 = insertelement <8 x float> %50, float %43, i64 3
  %52 = insertelement <8 x float> %51, float %44, i64 4
  %53 = insertelement <8 x float> %52, float %45, i64 5
  %54 = insertelement <8 x float> %53, float %46, i64 6
  %55 = insertelement <8 x float> %54, float %47, i64 7
  %56 = fadd <8 x float> %broadcast.splat, %55
  %57 = fmul <8 x float> %broadcast.splat14, %56
  %58 = add nuw nsw i64 %index, %.reass8
  %59 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %58
  store <8 x float> %57, ptr %59, align 4, !alias.scope !21, !noalias !22
  %index.next = or disjoint i64 %index, 8
  %vec.ind.next = shl <8 x i64> %vec.ind, splat (i64 7)
  %.reass = add <8 x i64> %vec.ind.next, %invariant.op
  %60 = extractelement <8 x i64> %.reass, i64 0
  %61 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %60
  %62 = extractelement <8 x i64> %.reass, i64 1
  %63 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %62
  %64 = extractelement <8 x i64> %.reass, i64 2
  %65 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %64
  %66 = extractelement <8 x i64> %.reass, i64 3
  %67 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %66
  %68 = extractelement <8 x i64> %.reass, i64 4
  %69 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %68
  %70 = extractelement <8 x i64> %.reass, i64 5
  %71 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %70
  %72 = extractelement <8 x i64> %.reass, i64 6
  %73 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %72
  %74 = extractelement <8 x i64> %.reass, i64 7
  %75 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %74
  %76 = load float, ptr %61, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %77 = load float, ptr %63, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %78 = load float, ptr %65, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %79 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %80 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %81 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %82 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %83 = load float, ptr %75, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %84 = insertelement <8 x float> poison, float %76, i64 0
  %85 = insertelement <8 x float> %84, float %77, i64 1
  %86 = insertelement <8 x float> %85, float %78, i64 2
  %87 = insertelement <8 x float> %86, float %79, i64 3
  %88 = insertelement <8 x float> %87, float %80, i64 4
  %89 = insertelement <8 x float> %88, float %81, i64 5
  %90 = insertelement <8 x float> %89, float %82, i64 6
  %91 = insertelement <8 x float> %90, float %83, i64 7
  %92 = fadd <8 x float> %broadcast.splat, %91
  %93 = fmul <8 x float> %broadcast.splat14, %92
  %94 = add nuw nsw i64 %index.next, %.reass8
  %95 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %94
  store <8 x float> %93, ptr %95, align 4, !alias.scope !21, !noalias !22
  %index.next.1 = add nuw nsw i64 %index, 16
  %vec.ind.next.1 = add <8 x i64> %vec.ind, splat (i64 16)
  %96 = icmp eq i64 %index.next.1, 128
  br i1 %96, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %97 = add nuw nsw i64 %18, 1
  %exitcond9.not = icmp eq i64 %97, 64
  br i1 %exitcond9.not, label %98, label %vector.ph

98:                                               ; preds = %middle.block
  %invariant.op7.1 = or disjoint i64 %17, 8192
  %invariant.op4.1 = or disjoint i64 %17, 64
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph16

vector.ph16:                                      ; preds = %middle.block28, %98
  %99 = phi i64 [ 0, %98 ], [ %179, %middle.block28 ]
  %100 = shl nuw nsw i64 %99, 7
  %.reass8.1 = add nuw nsw i64 %100, %invariant.op7.1
  %invariant.op6.1 = add nuw nsw i64 %invariant.op4.1, %99
  %101 = or disjoint i64 %99, 64
  %102 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %101
  %103 = load float, ptr %102, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert17 = insertelement <8 x float> poison, float %103, i64 0
  %broadcast.splat18 = shufflevector <8 x float> %broadcast.splatinsert17, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <8 x i64> poison, i64 %invariant.op6.1, i64 0
  %broadcast.splat20 = shufflevector <8 x i64> %broadcast.splatinsert19, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op127 = add <8 x i64> splat (i64 1024), %broadcast.splat20
  br label %vector.body23

vector.body23:                                    ; preds = %vector.body23, %vector.ph16
  %index24 = phi i64 [ 0, %vector.ph16 ], [ %index.next26.1, %vector.body23 ]
  %vec.ind25 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph16 ], [ %vec.ind.next27.1, %vector.body23 ]
  %104 = shl nuw nsw <8 x i64> %vec.ind25, splat (i64 7)
  %105 = add nuw nsw <8 x i64> %104, %broadcast.splat20
  %106 = extractelement <8 x i64> %105, i64 0
  %107 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %106
  %108 = extractelement <8 x i64> %105, i64 1
  %109 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %108
  %110 = extractelement <8 x i64> %105, i64 2
  %111 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %110
  %112 = extractelement <8 x i64> %105, i64 3
  %113 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %112
  %114 = extractelement <8 x i64> %105, i64 4
  %115 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %114
  %116 = extractelement <8 x i64> %105, i64 5
  %117 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %116
  %118 = extractelement <8 x i64> %105, i64 6
  %119 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %118
  %120 = extractelement <8 x i64> %105, i64 7
  %121 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %120
  %122 = load float, ptr %107, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %123 = load float, ptr %109, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %124 = load float, ptr %111, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %125 = load float, ptr %113, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %126 = load float, ptr %115, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %127 = load float, ptr %117, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %128 = load float, ptr %119, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %129 = load float, ptr %121, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %130 = insertelement <8 x float> poison, float %122, i64 0
  %131 = insertelement <8 x float> %130, float %123, i64 1
  %132 = insertelement <8 x float> %131, float %124, i64 2
  %133 = insertelement <8 x float> %132, float %125, i64 3
  %134 = insertelement <8 x float> %133, float %126, i64 4
  %135 = insertelement <8 x float> %134, float %127, i64 5
  %136 = insertelement <8 x float> %135, float %128, i64 6
  %137 = insertelement <8 x float> %136, float %129, i64 7
  %138 = fadd <8 x float> %broadcast.splat18, %137
  %139 = fmul <8 x float> %broadcast.splat22, %138
  %140 = add nuw nsw i64 %index24, %.reass8.1
  %141 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %140
  store <8 x float> %139, ptr %141, align 4, !alias.scope !21, !noalias !22
  %index.next26 = or disjoint i64 %index24, 8
  %vec.ind.next27 = shl <8 x i64> %vec.ind25, splat (i64 7)
  %.reass128 = add <8 x i64> %vec.ind.next27, %invariant.op127
  %142 = extractelement <8 x i64> %.reass128, i64 0
  %143 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %142
  %144 = extractelement <8 x i64> %.reass128, i64 1
  %145 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %144
  %146 = extractelement <8 x i64> %.reass128, i64 2
  %147 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %146
  %148 = extractelement <8 x i64> %.reass128, i64 3
  %149 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %148
  %150 = extractelement <8 x i64> %.reass128, i64 4
  %151 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %150
  %152 = extractelement <8 x i64> %.reass128, i64 5
  %153 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %152
  %154 = extractelement <8 x i64> %.reass128, i64 6
  %155 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %154
  %156 = extractelement <8 x i64> %.reass128, i64 7
  %157 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %156
  %158 = load float, ptr %143, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %159 = load float, ptr %145, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %160 = load float, ptr %147, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %161 = load float, ptr %149, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %162 = load float, ptr %151, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %163 = load float, ptr %153, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %164 = load float, ptr %155, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %165 = load float, ptr %157, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %166 = insertelement <8 x float> poison, float %158, i64 0
  %167 = insertelement <8 x float> %166, float %159, i64 1
  %168 = insertelement <8 x float> %167, float %160, i64 2
  %169 = insertelement <8 x float> %168, float %161, i64 3
  %170 = insertelement <8 x float> %169, float %162, i64 4
  %171 = insertelement <8 x float> %170, float %163, i64 5
  %172 = insertelement <8 x float> %171, float %164, i64 6
  %173 = insertelement <8 x float> %172, float %165, i64 7
  %174 = fadd <8 x float> %broadcast.splat18, %173
  %175 = fmul <8 x float> %broadcast.splat22, %174
  %176 = add nuw nsw i64 %index.next26, %.reass8.1
  %177 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %176
  store <8 x float> %175, ptr %177, align 4, !alias.scope !21, !noalias !22
  %index.next26.1 = add nuw nsw i64 %index24, 16
  %vec.ind.next27.1 = add <8 x i64> %vec.ind25, splat (i64 16)
  %178 = icmp eq i64 %index.next26.1, 128
  br i1 %178, label %middle.block28, label %vector.body23, !llvm.loop !26

middle.block28:                                   ; preds = %vector.body23
  %179 = add nuw nsw i64 %99, 1
  %exitcond9.1.not = icmp eq i64 %179, 64
  br i1 %exitcond9.1.not, label %180, label %vector.ph16

180:                                              ; preds = %middle.block28
  %invariant.op7.2 = or disjoint i64 %17, 16384
  %invariant.op4.2 = or disjoint i64 %17, 16384
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph31

vector.ph31:                                      ; preds = %middle.block43, %180
  %181 = phi i64 [ 0, %180 ], [ %260, %middle.block43 ]
  %182 = shl nuw nsw i64 %181, 7
  %.reass8.2 = add nuw nsw i64 %182, %invariant.op7.2
  %invariant.op6.2 = add nuw nsw i64 %invariant.op4.2, %181
  %183 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %181
  %184 = load float, ptr %183, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %184, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <8 x i64> poison, i64 %invariant.op6.2, i64 0
  %broadcast.splat35 = shufflevector <8 x i64> %broadcast.splatinsert34, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op129 = add <8 x i64> splat (i64 1024), %broadcast.splat35
  br label %vector.body38

vector.body38:                                    ; preds = %vector.body38, %vector.ph31
  %index39 = phi i64 [ 0, %vector.ph31 ], [ %index.next41.1, %vector.body38 ]
  %vec.ind40 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph31 ], [ %vec.ind.next42.1, %vector.body38 ]
  %185 = shl nuw nsw <8 x i64> %vec.ind40, splat (i64 7)
  %186 = add nuw nsw <8 x i64> %185, %broadcast.splat35
  %187 = extractelement <8 x i64> %186, i64 0
  %188 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %187
  %189 = extractelement <8 x i64> %186, i64 1
  %190 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %189
  %191 = extractelement <8 x i64> %186, i64 2
  %192 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %191
  %193 = extractelement <8 x i64> %186, i64 3
  %194 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %193
  %195 = extractelement <8 x i64> %186, i64 4
  %196 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %195
  %197 = extractelement <8 x i64> %186, i64 5
  %198 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %197
  %199 = extractelement <8 x i64> %186, i64 6
  %200 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %199
  %201 = extractelement <8 x i64> %186, i64 7
  %202 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %201
  %203 = load float, ptr %188, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %204 = load float, ptr %190, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %205 = load float, ptr %192, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %206 = load float, ptr %194, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %207 = load float, ptr %196, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %208 = load float, ptr %198, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %209 = load float, ptr %200, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %210 = load float, ptr %202, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %211 = insertelement <8 x float> poison, float %203, i64 0
  %212 = insertelement <8 x float> %211, float %204, i64 1
  %213 = insertelement <8 x float> %212, float %205, i64 2
  %214 = insertelement <8 x float> %213, float %206, i64 3
  %215 = insertelement <8 x float> %214, float %207, i64 4
  %216 = insertelement <8 x float> %215, float %208, i64 5
  %217 = insertelement <8 x float> %216, float %209, i64 6
  %218 = insertelement <8 x float> %217, float %210, i64 7
  %219 = fadd <8 x float> %broadcast.splat33, %218
  %220 = fmul <8 x float> %broadcast.splat37, %219
  %221 = add nuw nsw i64 %index39, %.reass8.2
  %222 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %221
  store <8 x float> %220, ptr %222, align 4, !alias.scope !21, !noalias !22
  %index.next41 = or disjoint i64 %index39, 8
  %vec.ind.next42 = shl <8 x i64> %vec.ind40, splat (i64 7)
  %.reass130 = add <8 x i64> %vec.ind.next42, %invariant.op129
  %223 = extractelement <8 x i64> %.reass130, i64 0
  %224 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %223
  %225 = extractelement <8 x i64> %.reass130, i64 1
  %226 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %225
  %227 = extractelement <8 x i64> %.reass130, i64 2
  %228 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %227
  %229 = extractelement <8 x i64> %.reass130, i64 3
  %230 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %229
  %231 = extractelement <8 x i64> %.reass130, i64 4
  %232 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %231
  %233 = extractelement <8 x i64> %.reass130, i64 5
  %234 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %233
  %235 = extractelement <8 x i64> %.reass130, i64 6
  %236 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %235
  %237 = extractelement <8 x i64> %.reass130, i64 7
  %238 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %237
  %239 = load float, ptr %224, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %240 = load float, ptr %226, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %241 = load float, ptr %228, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %242 = load float, ptr %230, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %243 = load float, ptr %232, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %244 = load float, ptr %234, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %245 = load float, ptr %236, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %246 = load float, ptr %238, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %247 = insertelement <8 x float> poison, float %239, i64 0
  %248 = insertelement <8 x float> %247, float %240, i64 1
  %249 = insertelement <8 x float> %248, float %241, i64 2
  %250 = insertelement <8 x float> %249, float %242, i64 3
  %251 = insertelement <8 x float> %250, float %243, i64 4
  %252 = insertelement <8 x float> %251, float %244, i64 5
  %253 = insertelement <8 x float> %252, float %245, i64 6
  %254 = insertelement <8 x float> %253, float %246, i64 7
  %255 = fadd <8 x float> %broadcast.splat33, %254
  %256 = fmul <8 x float> %broadcast.splat37, %255
  %257 = add nuw nsw i64 %index.next41, %.reass8.2
  %258 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %257
  store <8 x float> %256, ptr %258, align 4, !alias.scope !21, !noalias !22
  %index.next41.1 = add nuw nsw i64 %index39, 16
  %vec.ind.next42.1 = add <8 x i64> %vec.ind40, splat (i64 16)
  %259 = icmp eq i64 %index.next41.1, 128
  br i1 %259, label %middle.block43, label %vector.body38, !llvm.loop !27

middle.block43:                                   ; preds = %vector.body38
  %260 = add nuw nsw i64 %181, 1
  %exitcond9.2.not = icmp eq i64 %260, 64
  br i1 %exitcond9.2.not, label %261, label %vector.ph31

261:                                              ; preds = %middle.block43
  %invariant.op7.3 = or disjoint i64 %17, 24576
  %invariant.op4.3 = or disjoint i64 %17, 16448
  %broadcast.splatinsert51 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat52 = shufflevector <8 x float> %broadcast.splatinsert51, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph46

vector.ph46:                                      ; preds = %middle.block58, %261
  %262 = phi i64 [ 0, %261 ], [ %342, %middle.block58 ]
  %263 = shl nuw nsw i64 %262, 7
  %.reass8.3 = add nuw nsw i64 %263, %invariant.op7.3
  %invariant.op6.3 = add nuw nsw i64 %invariant.op4.3, %262
  %264 = or disjoint i64 %262, 64
  %265 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %264
  %266 = load float, ptr %265, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert47 = insertelement <8 x float> poison, float %266, i64 0
  %broadcast.splat48 = shufflevector <8 x float> %broadcast.splatinsert47, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert49 = insertelement <8 x i64> poison, i64 %invariant.op6.3, i64 0
  %broadcast.splat50 = shufflevector <8 x i64> %broadcast.splatinsert49, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op131 = add <8 x i64> splat (i64 1024), %broadcast.splat50
  br label %vector.body53

vector.body53:                                    ; preds = %vector.body53, %vector.ph46
  %index54 = phi i64 [ 0, %vector.ph46 ], [ %index.next56.1, %vector.body53 ]
  %vec.ind55 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph46 ], [ %vec.ind.next57.1, %vector.body53 ]
  %267 = shl nuw nsw <8 x i64> %vec.ind55, splat (i64 7)
  %268 = add nuw nsw <8 x i64> %267, %broadcast.splat50
  %269 = extractelement <8 x i64> %268, i64 0
  %270 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %269
  %271 = extractelement <8 x i64> %268, i64 1
  %272 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %271
  %273 = extractelement <8 x i64> %268, i64 2
  %274 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %273
  %275 = extractelement <8 x i64> %268, i64 3
  %276 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %275
  %277 = extractelement <8 x i64> %268, i64 4
  %278 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %277
  %279 = extractelement <8 x i64> %268, i64 5
  %280 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %279
  %281 = extractelement <8 x i64> %268, i64 6
  %282 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %281
  %283 = extractelement <8 x i64> %268, i64 7
  %284 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %283
  %285 = load float, ptr %270, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %286 = load float, ptr %272, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %287 = load float, ptr %274, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %288 = load float, ptr %276, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %289 = load float, ptr %278, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %290 = load float, ptr %280, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %291 = load float, ptr %282, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %292 = load float, ptr %284, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %293 = insertelement <8 x float> poison, float %285, i64 0
  %294 = insertelement <8 x float> %293, float %286, i64 1
  %295 = insertelement <8 x float> %294, float %287, i64 2
  %296 = insertelement <8 x float> %295, float %288, i64 3
  %297 = insertelement <8 x float> %296, float %289, i64 4
  %298 = insertelement <8 x float> %297, float %290, i64 5
  %299 = insertelement <8 x float> %298, float %291, i64 6
  %300 = insertelement <8 x float> %299, float %292, i64 7
  %301 = fadd <8 x float> %broadcast.splat48, %300
  %302 = fmul <8 x float> %broadcast.splat52, %301
  %303 = add nuw nsw i64 %index54, %.reass8.3
  %304 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %303
  store <8 x float> %302, ptr %304, align 4, !alias.scope !21, !noalias !22
  %index.next56 = or disjoint i64 %index54, 8
  %vec.ind.next57 = shl <8 x i64> %vec.ind55, splat (i64 7)
  %.reass132 = add <8 x i64> %vec.ind.next57, %invariant.op131
  %305 = extractelement <8 x i64> %.reass132, i64 0
  %306 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %305
  %307 = extractelement <8 x i64> %.reass132, i64 1
  %308 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %307
  %309 = extractelement <8 x i64> %.reass132, i64 2
  %310 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %309
  %311 = extractelement <8 x i64> %.reass132, i64 3
  %312 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %311
  %313 = extractelement <8 x i64> %.reass132, i64 4
  %314 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %313
  %315 = extractelement <8 x i64> %.reass132, i64 5
  %316 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %315
  %317 = extractelement <8 x i64> %.reass132, i64 6
  %318 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %317
  %319 = extractelement <8 x i64> %.reass132, i64 7
  %320 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %319
  %321 = load float, ptr %306, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %322 = load float, ptr %308, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %323 = load float, ptr %310, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %324 = load float, ptr %312, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %325 = load float, ptr %314, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %326 = load float, ptr %316, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %327 = load float, ptr %318, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %328 = load float, ptr %320, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %329 = insertelement <8 x float> poison, float %321, i64 0
  %330 = insertelement <8 x float> %329, float %322, i64 1
  %331 = insertelement <8 x float> %330, float %323, i64 2
  %332 = insertelement <8 x float> %331, float %324, i64 3
  %333 = insertelement <8 x float> %332, float %325, i64 4
  %334 = insertelement <8 x float> %333, float %326, i64 5
  %335 = insertelement <8 x float> %334, float %327, i64 6
  %336 = insertelement <8 x float> %335, float %328, i64 7
  %337 = fadd <8 x float> %broadcast.splat48, %336
  %338 = fmul <8 x float> %broadcast.splat52, %337
  %339 = add nuw nsw i64 %index.next56, %.reass8.3
  %340 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %339
  store <8 x float> %338, ptr %340, align 4, !alias.scope !21, !noalias !22
  %index.next56.1 = add nuw nsw i64 %index54, 16
  %vec.ind.next57.1 = add <8 x i64> %vec.ind55, splat (i64 16)
  %341 = icmp eq i64 %index.next56.1, 128
  br i1 %341, label %middle.block58, label %vector.body53, !llvm.loop !28

middle.block58:                                   ; preds = %vector.body53
  %342 = add nuw nsw i64 %262, 1
  %exitcond9.3.not = icmp eq i64 %342, 64
  br i1 %exitcond9.3.not, label %343, label %vector.ph46

343:                                              ; preds = %middle.block58
  %invariant.op7.4 = or disjoint i64 %17, 32768
  %invariant.op4.4 = or disjoint i64 %17, 32768
  %broadcast.splatinsert66 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat67 = shufflevector <8 x float> %broadcast.splatinsert66, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph61

vector.ph61:                                      ; preds = %middle.block73, %343
  %344 = phi i64 [ 0, %343 ], [ %423, %middle.block73 ]
  %345 = shl nuw nsw i64 %344, 7
  %.reass8.4 = add nuw nsw i64 %345, %invariant.op7.4
  %invariant.op6.4 = add nuw nsw i64 %invariant.op4.4, %344
  %346 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %344
  %347 = load float, ptr %346, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %347, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert64 = insertelement <8 x i64> poison, i64 %invariant.op6.4, i64 0
  %broadcast.splat65 = shufflevector <8 x i64> %broadcast.splatinsert64, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op133 = add <8 x i64> splat (i64 1024), %broadcast.splat65
  br label %vector.body68

vector.body68:                                    ; preds = %vector.body68, %vector.ph61
  %index69 = phi i64 [ 0, %vector.ph61 ], [ %index.next71.1, %vector.body68 ]
  %vec.ind70 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph61 ], [ %vec.ind.next72.1, %vector.body68 ]
  %348 = shl nuw nsw <8 x i64> %vec.ind70, splat (i64 7)
  %349 = add nuw nsw <8 x i64> %348, %broadcast.splat65
  %350 = extractelement <8 x i64> %349, i64 0
  %351 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %350
  %352 = extractelement <8 x i64> %349, i64 1
  %353 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %352
  %354 = extractelement <8 x i64> %349, i64 2
  %355 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %354
  %356 = extractelement <8 x i64> %349, i64 3
  %357 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %356
  %358 = extractelement <8 x i64> %349, i64 4
  %359 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %358
  %360 = extractelement <8 x i64> %349, i64 5
  %361 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %360
  %362 = extractelement <8 x i64> %349, i64 6
  %363 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %362
  %364 = extractelement <8 x i64> %349, i64 7
  %365 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %364
  %366 = load float, ptr %351, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %367 = load float, ptr %353, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %368 = load float, ptr %355, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %369 = load float, ptr %357, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %370 = load float, ptr %359, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %371 = load float, ptr %361, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %372 = load float, ptr %363, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %373 = load float, ptr %365, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %374 = insertelement <8 x float> poison, float %366, i64 0
  %375 = insertelement <8 x float> %374, float %367, i64 1
  %376 = insertelement <8 x float> %375, float %368, i64 2
  %377 = insertelement <8 x float> %376, float %369, i64 3
  %378 = insertelement <8 x float> %377, float %370, i64 4
  %379 = insertelement <8 x float> %378, float %371, i64 5
  %380 = insertelement <8 x float> %379, float %372, i64 6
  %381 = insertelement <8 x float> %380, float %373, i64 7
  %382 = fadd <8 x float> %broadcast.splat63, %381
  %383 = fmul <8 x float> %broadcast.splat67, %382
  %384 = add nuw nsw i64 %index69, %.reass8.4
  %385 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %384
  store <8 x float> %383, ptr %385, align 4, !alias.scope !21, !noalias !22
  %index.next71 = or disjoint i64 %index69, 8
  %vec.ind.next72 = shl <8 x i64> %vec.ind70, splat (i64 7)
  %.reass134 = add <8 x i64> %vec.ind.next72, %invariant.op133
  %386 = extractelement <8 x i64> %.reass134, i64 0
  %387 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %386
  %388 = extractelement <8 x i64> %.reass134, i64 1
  %389 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %388
  %390 = extractelement <8 x i64> %.reass134, i64 2
  %391 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %390
  %392 = extractelement <8 x i64> %.reass134, i64 3
  %393 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %392
  %394 = extractelement <8 x i64> %.reass134, i64 4
  %395 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %394
  %396 = extractelement <8 x i64> %.reass134, i64 5
  %397 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %396
  %398 = extractelement <8 x i64> %.reass134, i64 6
  %399 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %398
  %400 = extractelement <8 x i64> %.reass134, i64 7
  %401 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %400
  %402 = load float, ptr %387, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %403 = load float, ptr %389, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %404 = load float, ptr %391, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %405 = load float, ptr %393, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %406 = load float, ptr %395, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %407 = load float, ptr %397, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %408 = load float, ptr %399, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %409 = load float, ptr %401, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %410 = insertelement <8 x float> poison, float %402, i64 0
  %411 = insertelement <8 x float> %410, float %403, i64 1
  %412 = insertelement <8 x float> %411, float %404, i64 2
  %413 = insertelement <8 x float> %412, float %405, i64 3
  %414 = insertelement <8 x float> %413, float %406, i64 4
  %415 = insertelement <8 x float> %414, float %407, i64 5
  %416 = insertelement <8 x float> %415, float %408, i64 6
  %417 = insertelement <8 x float> %416, float %409, i64 7
  %418 = fadd <8 x float> %broadcast.splat63, %417
  %419 = fmul <8 x float> %broadcast.splat67, %418
  %420 = add nuw nsw i64 %index.next71, %.reass8.4
  %421 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %420
  store <8 x float> %419, ptr %421, align 4, !alias.scope !21, !noalias !22
  %index.next71.1 = add nuw nsw i64 %index69, 16
  %vec.ind.next72.1 = add <8 x i64> %vec.ind70, splat (i64 16)
  %422 = icmp eq i64 %index.next71.1, 128
  br i1 %422, label %middle.block73, label %vector.body68, !llvm.loop !29

middle.block73:                                   ; preds = %vector.body68
  %423 = add nuw nsw i64 %344, 1
  %exitcond9.4.not = icmp eq i64 %423, 64
  br i1 %exitcond9.4.not, label %424, label %vector.ph61

424:                                              ; preds = %middle.block73
  %invariant.op7.5 = or disjoint i64 %17, 40960
  %invariant.op4.5 = or disjoint i64 %17, 32832
  %broadcast.splatinsert81 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat82 = shufflevector <8 x float> %broadcast.splatinsert81, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph76

vector.ph76:                                      ; preds = %middle.block88, %424
  %425 = phi i64 [ 0, %424 ], [ %505, %middle.block88 ]
  %426 = shl nuw nsw i64 %425, 7
  %.reass8.5 = add nuw nsw i64 %426, %invariant.op7.5
  %invariant.op6.5 = add nuw nsw i64 %invariant.op4.5, %425
  %427 = or disjoint i64 %425, 64
  %428 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %427
  %429 = load float, ptr %428, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert77 = insertelement <8 x float> poison, float %429, i64 0
  %broadcast.splat78 = shufflevector <8 x float> %broadcast.splatinsert77, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert79 = insertelement <8 x i64> poison, i64 %invariant.op6.5, i64 0
  %broadcast.splat80 = shufflevector <8 x i64> %broadcast.splatinsert79, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op135 = add <8 x i64> splat (i64 1024), %broadcast.splat80
  br label %vector.body83

vector.body83:                                    ; preds = %vector.body83, %vector.ph76
  %index84 = phi i64 [ 0, %vector.ph76 ], [ %index.next86.1, %vector.body83 ]
  %vec.ind85 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph76 ], [ %vec.ind.next87.1, %vector.body83 ]
  %430 = shl nuw nsw <8 x i64> %vec.ind85, splat (i64 7)
  %431 = add nuw nsw <8 x i64> %430, %broadcast.splat80
  %432 = extractelement <8 x i64> %431, i64 0
  %433 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %432
  %434 = extractelement <8 x i64> %431, i64 1
  %435 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %434
  %436 = extractelement <8 x i64> %431, i64 2
  %437 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %436
  %438 = extractelement <8 x i64> %431, i64 3
  %439 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %438
  %440 = extractelement <8 x i64> %431, i64 4
  %441 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %440
  %442 = extractelement <8 x i64> %431, i64 5
  %443 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %442
  %444 = extractelement <8 x i64> %431, i64 6
  %445 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %444
  %446 = extractelement <8 x i64> %431, i64 7
  %447 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %446
  %448 = load float, ptr %433, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %449 = load float, ptr %435, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %450 = load float, ptr %437, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %451 = load float, ptr %439, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %452 = load float, ptr %441, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %453 = load float, ptr %443, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %454 = load float, ptr %445, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %455 = load float, ptr %447, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %456 = insertelement <8 x float> poison, float %448, i64 0
  %457 = insertelement <8 x float> %456, float %449, i64 1
  %458 = insertelement <8 x float> %457, float %450, i64 2
  %459 = insertelement <8 x float> %458, float %451, i64 3
  %460 = insertelement <8 x float> %459, float %452, i64 4
  %461 = insertelement <8 x float> %460, float %453, i64 5
  %462 = insertelement <8 x float> %461, float %454, i64 6
  %463 = insertelement <8 x float> %462, float %455, i64 7
  %464 = fadd <8 x float> %broadcast.splat78, %463
  %465 = fmul <8 x float> %broadcast.splat82, %464
  %466 = add nuw nsw i64 %index84, %.reass8.5
  %467 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %466
  store <8 x float> %465, ptr %467, align 4, !alias.scope !21, !noalias !22
  %index.next86 = or disjoint i64 %index84, 8
  %vec.ind.next87 = shl <8 x i64> %vec.ind85, splat (i64 7)
  %.reass136 = add <8 x i64> %vec.ind.next87, %invariant.op135
  %468 = extractelement <8 x i64> %.reass136, i64 0
  %469 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %468
  %470 = extractelement <8 x i64> %.reass136, i64 1
  %471 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %470
  %472 = extractelement <8 x i64> %.reass136, i64 2
  %473 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %472
  %474 = extractelement <8 x i64> %.reass136, i64 3
  %475 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %474
  %476 = extractelement <8 x i64> %.reass136, i64 4
  %477 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %476
  %478 = extractelement <8 x i64> %.reass136, i64 5
  %479 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %478
  %480 = extractelement <8 x i64> %.reass136, i64 6
  %481 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %480
  %482 = extractelement <8 x i64> %.reass136, i64 7
  %483 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %482
  %484 = load float, ptr %469, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %485 = load float, ptr %471, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %486 = load float, ptr %473, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %487 = load float, ptr %475, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %488 = load float, ptr %477, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %489 = load float, ptr %479, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %490 = load float, ptr %481, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %491 = load float, ptr %483, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %492 = insertelement <8 x float> poison, float %484, i64 0
  %493 = insertelement <8 x float> %492, float %485, i64 1
  %494 = insertelement <8 x float> %493, float %486, i64 2
  %495 = insertelement <8 x float> %494, float %487, i64 3
  %496 = insertelement <8 x float> %495, float %488, i64 4
  %497 = insertelement <8 x float> %496, float %489, i64 5
  %498 = insertelement <8 x float> %497, float %490, i64 6
  %499 = insertelement <8 x float> %498, float %491, i64 7
  %500 = fadd <8 x float> %broadcast.splat78, %499
  %501 = fmul <8 x float> %broadcast.splat82, %500
  %502 = add nuw nsw i64 %index.next86, %.reass8.5
  %503 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %502
  store <8 x float> %501, ptr %503, align 4, !alias.scope !21, !noalias !22
  %index.next86.1 = add nuw nsw i64 %index84, 16
  %vec.ind.next87.1 = add <8 x i64> %vec.ind85, splat (i64 16)
  %504 = icmp eq i64 %index.next86.1, 128
  br i1 %504, label %middle.block88, label %vector.body83, !llvm.loop !30

middle.block88:                                   ; preds = %vector.body83
  %505 = add nuw nsw i64 %425, 1
  %exitcond9.5.not = icmp eq i64 %505, 64
  br i1 %exitcond9.5.not, label %506, label %vector.ph76

506:                                              ; preds = %middle.block88
  %invariant.op7.6 = or disjoint i64 %17, 49152
  %invariant.op4.6 = or disjoint i64 %17, 49152
  %broadcast.splatinsert96 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat97 = shufflevector <8 x float> %broadcast.splatinsert96, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph91

vector.ph91:                                      ; preds = %middle.block103, %506
  %507 = phi i64 [ 0, %506 ], [ %586, %middle.block103 ]
  %508 = shl nuw nsw i64 %507, 7
  %.reass8.6 = add nuw nsw i64 %508, %invariant.op7.6
  %invariant.op6.6 = add nuw nsw i64 %invariant.op4.6, %507
  %509 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %507
  %510 = load float, ptr %509, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert92 = insertelement <8 x float> poison, float %510, i64 0
  %broadcast.splat93 = shufflevector <8 x float> %broadcast.splatinsert92, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert94 = insertelement <8 x i64> poison, i64 %invariant.op6.6, i64 0
  %broadcast.splat95 = shufflevector <8 x i64> %broadcast.splatinsert94, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op137 = add <8 x i64> splat (i64 1024), %broadcast.splat95
  br label %vector.body98

vector.body98:                                    ; preds = %vector.body98, %vector.ph91
  %index99 = phi i64 [ 0, %vector.ph91 ], [ %index.next101.1, %vector.body98 ]
  %vec.ind100 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph91 ], [ %vec.ind.next102.1, %vector.body98 ]
  %511 = shl nuw nsw <8 x i64> %vec.ind100, splat (i64 7)
  %512 = add nuw nsw <8 x i64> %511, %broadcast.splat95
  %513 = extractelement <8 x i64> %512, i64 0
  %514 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %513
  %515 = extractelement <8 x i64> %512, i64 1
  %516 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %515
  %517 = extractelement <8 x i64> %512, i64 2
  %518 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %517
  %519 = extractelement <8 x i64> %512, i64 3
  %520 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %519
  %521 = extractelement <8 x i64> %512, i64 4
  %522 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %521
  %523 = extractelement <8 x i64> %512, i64 5
  %524 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %523
  %525 = extractelement <8 x i64> %512, i64 6
  %526 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %525
  %527 = extractelement <8 x i64> %512, i64 7
  %528 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %527
  %529 = load float, ptr %514, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %530 = load float, ptr %516, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %531 = load float, ptr %518, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %532 = load float, ptr %520, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %533 = load float, ptr %522, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %534 = load float, ptr %524, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %535 = load float, ptr %526, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %536 = load float, ptr %528, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %537 = insertelement <8 x float> poison, float %529, i64 0
  %538 = insertelement <8 x float> %537, float %530, i64 1
  %539 = insertelement <8 x float> %538, float %531, i64 2
  %540 = insertelement <8 x float> %539, float %532, i64 3
  %541 = insertelement <8 x float> %540, float %533, i64 4
  %542 = insertelement <8 x float> %541, float %534, i64 5
  %543 = insertelement <8 x float> %542, float %535, i64 6
  %544 = insertelement <8 x float> %543, float %536, i64 7
  %545 = fadd <8 x float> %broadcast.splat93, %544
  %546 = fmul <8 x float> %broadcast.splat97, %545
  %547 = add nuw nsw i64 %index99, %.reass8.6
  %548 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %547
  store <8 x float> %546, ptr %548, align 4, !alias.scope !21, !noalias !22
  %index.next101 = or disjoint i64 %index99, 8
  %vec.ind.next102 = shl <8 x i64> %vec.ind100, splat (i64 7)
  %.reass138 = add <8 x i64> %vec.ind.next102, %invariant.op137
  %549 = extractelement <8 x i64> %.reass138, i64 0
  %550 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %549
  %551 = extractelement <8 x i64> %.reass138, i64 1
  %552 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %551
  %553 = extractelement <8 x i64> %.reass138, i64 2
  %554 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %553
  %555 = extractelement <8 x i64> %.reass138, i64 3
  %556 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %555
  %557 = extractelement <8 x i64> %.reass138, i64 4
  %558 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %557
  %559 = extractelement <8 x i64> %.reass138, i64 5
  %560 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %559
  %561 = extractelement <8 x i64> %.reass138, i64 6
  %562 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %561
  %563 = extractelement <8 x i64> %.reass138, i64 7
  %564 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %563
  %565 = load float, ptr %550, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %566 = load float, ptr %552, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %567 = load float, ptr %554, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %568 = load float, ptr %556, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %569 = load float, ptr %558, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %570 = load float, ptr %560, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %571 = load float, ptr %562, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %572 = load float, ptr %564, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %573 = insertelement <8 x float> poison, float %565, i64 0
  %574 = insertelement <8 x float> %573, float %566, i64 1
  %575 = insertelement <8 x float> %574, float %567, i64 2
  %576 = insertelement <8 x float> %575, float %568, i64 3
  %577 = insertelement <8 x float> %576, float %569, i64 4
  %578 = insertelement <8 x float> %577, float %570, i64 5
  %579 = insertelement <8 x float> %578, float %571, i64 6
  %580 = insertelement <8 x float> %579, float %572, i64 7
  %581 = fadd <8 x float> %broadcast.splat93, %580
  %582 = fmul <8 x float> %broadcast.splat97, %581
  %583 = add nuw nsw i64 %index.next101, %.reass8.6
  %584 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %583
  store <8 x float> %582, ptr %584, align 4, !alias.scope !21, !noalias !22
  %index.next101.1 = add nuw nsw i64 %index99, 16
  %vec.ind.next102.1 = add <8 x i64> %vec.ind100, splat (i64 16)
  %585 = icmp eq i64 %index.next101.1, 128
  br i1 %585, label %middle.block103, label %vector.body98, !llvm.loop !31

middle.block103:                                  ; preds = %vector.body98
  %586 = add nuw nsw i64 %507, 1
  %exitcond9.6.not = icmp eq i64 %586, 64
  br i1 %exitcond9.6.not, label %587, label %vector.ph91

587:                                              ; preds = %middle.block103
  %invariant.op7.7 = or disjoint i64 %17, 57344
  %invariant.op4.7 = or disjoint i64 %17, 49216
  %broadcast.splatinsert111 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat112 = shufflevector <8 x float> %broadcast.splatinsert111, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.ph106

vector.ph106:                                     ; preds = %middle.block118, %587
  %588 = phi i64 [ 0, %587 ], [ %668, %middle.block118 ]
  %589 = shl nuw nsw i64 %588, 7
  %.reass8.7 = add nuw nsw i64 %589, %invariant.op7.7
  %invariant.op6.7 = add nuw nsw i64 %invariant.op4.7, %588
  %590 = or disjoint i64 %588, 64
  %591 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %590
  %592 = load float, ptr %591, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %broadcast.splatinsert107 = insertelement <8 x float> poison, float %592, i64 0
  %broadcast.splat108 = shufflevector <8 x float> %broadcast.splatinsert107, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %invariant.op6.7, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op139 = add <8 x i64> splat (i64 1024), %broadcast.splat110
  br label %vector.body113

vector.body113:                                   ; preds = %vector.body113, %vector.ph106
  %index114 = phi i64 [ 0, %vector.ph106 ], [ %index.next116.1, %vector.body113 ]
  %vec.ind115 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph106 ], [ %vec.ind.next117.1, %vector.body113 ]
  %593 = shl nuw nsw <8 x i64> %vec.ind115, splat (i64 7)
  %594 = add nuw nsw <8 x i64> %593, %broadcast.splat110
  %595 = extractelement <8 x i64> %594, i64 0
  %596 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %595
  %597 = extractelement <8 x i64> %594, i64 1
  %598 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %597
  %599 = extractelement <8 x i64> %594, i64 2
  %600 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %599
  %601 = extractelement <8 x i64> %594, i64 3
  %602 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %601
  %603 = extractelement <8 x i64> %594, i64 4
  %604 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %603
  %605 = extractelement <8 x i64> %594, i64 5
  %606 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %605
  %607 = extractelement <8 x i64> %594, i64 6
  %608 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %607
  %609 = extractelement <8 x i64> %594, i64 7
  %610 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %609
  %611 = load float, ptr %596, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %612 = load float, ptr %598, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %613 = load float, ptr %600, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %614 = load float, ptr %602, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %615 = load float, ptr %604, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %616 = load float, ptr %606, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %617 = load float, ptr %608, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %618 = load float, ptr %610, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %619 = insertelement <8 x float> poison, float %611, i64 0
  %620 = insertelement <8 x float> %619, float %612, i64 1
  %621 = insertelement <8 x float> %620, float %613, i64 2
  %622 = insertelement <8 x float> %621, float %614, i64 3
  %623 = insertelement <8 x float> %622, float %615, i64 4
  %624 = insertelement <8 x float> %623, float %616, i64 5
  %625 = insertelement <8 x float> %624, float %617, i64 6
  %626 = insertelement <8 x float> %625, float %618, i64 7
  %627 = fadd <8 x float> %broadcast.splat108, %626
  %628 = fmul <8 x float> %broadcast.splat112, %627
  %629 = add nuw nsw i64 %index114, %.reass8.7
  %630 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %629
  store <8 x float> %628, ptr %630, align 4, !alias.scope !21, !noalias !22
  %index.next116 = or disjoint i64 %index114, 8
  %vec.ind.next117 = shl <8 x i64> %vec.ind115, splat (i64 7)
  %.reass140 = add <8 x i64> %vec.ind.next117, %invariant.op139
  %631 = extractelement <8 x i64> %.reass140, i64 0
  %632 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %631
  %633 = extractelement <8 x i64> %.reass140, i64 1
  %634 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %633
  %635 = extractelement <8 x i64> %.reass140, i64 2
  %636 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %635
  %637 = extractelement <8 x i64> %.reass140, i64 3
  %638 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %637
  %639 = extractelement <8 x i64> %.reass140, i64 4
  %640 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %639
  %641 = extractelement <8 x i64> %.reass140, i64 5
  %642 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %641
  %643 = extractelement <8 x i64> %.reass140, i64 6
  %644 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %643
  %645 = extractelement <8 x i64> %.reass140, i64 7
  %646 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %645
  %647 = load float, ptr %632, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %648 = load float, ptr %634, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %649 = load float, ptr %636, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %650 = load float, ptr %638, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %651 = load float, ptr %640, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %652 = load float, ptr %642, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %653 = load float, ptr %644, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %654 = load float, ptr %646, align 4, !invariant.load !3, !alias.scope !9, !noalias !20
  %655 = insertelement <8 x float> poison, float %647, i64 0
  %656 = insertelement <8 x float> %655, float %648, i64 1
  %657 = insertelement <8 x float> %656, float %649, i64 2
  %658 = insertelement <8 x float> %657, float %650, i64 3
  %659 = insertelement <8 x float> %658, float %651, i64 4
  %660 = insertelement <8 x float> %659, float %652, i64 5
  %661 = insertelement <8 x float> %660, float %653, i64 6
  %662 = insertelement <8 x float> %661, float %654, i64 7
  %663 = fadd <8 x float> %broadcast.splat108, %662
  %664 = fmul <8 x float> %broadcast.splat112, %663
  %665 = add nuw nsw i64 %index.next116, %.reass8.7
  %666 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %665
  store <8 x float> %664, ptr %666, align 4, !alias.scope !21, !noalias !22
  %index.next116.1 = add nuw nsw i64 %index114, 16
  %vec.ind.next117.1 = add <8 x i64> %vec.ind115, splat (i64 16)
  %667 = icmp eq i64 %index.next116.1, 128
  br i1 %667, label %middle.block118, label %vector.body113, !llvm.loop !32

middle.block118:                                  ; preds = %vector.body113
  %668 = add nuw nsw i64 %588, 1
  %exitcond9.7.not = icmp eq i64 %668, 64
  br i1 %exitcond9.7.not, label %copy_bitcast_fusion.3.clone_wrapped.exit, label %vector.ph106

copy_bitcast_fusion.3.clone_wrapped.exit:         ; preds = %middle.block118, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"copy_bitcast_fusion.3.clone_wrapped: argument 0"}
!8 = distinct !{!8, !"copy_bitcast_fusion.3.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"copy_bitcast_fusion.3.clone_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"copy_bitcast_fusion.3.clone_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"copy_bitcast_fusion.3.clone_wrapped: argument 3"}
!15 = !{i64 4}
!16 = !{!17, !7, !10, !14}
!17 = distinct !{!17, !18, !"xla.slice_index=3"}
!18 = distinct !{!18}
!19 = !{!17, !10, !12, !14}
!20 = !{!17, !7, !12, !14}
!21 = !{!17, !14}
!22 = !{!7, !10, !12}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !24, !25}
!27 = distinct !{!27, !24, !25}
!28 = distinct !{!28, !24, !25}
!29 = distinct !{!29, !24, !25}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = distinct !{!32, !24, !25}
